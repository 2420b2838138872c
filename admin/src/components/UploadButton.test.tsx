import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { UploadButton } from './UploadButton';

const input = () => document.getElementById('upload') as HTMLInputElement;

describe('UploadButton', () => {
  it('hands over the chosen files, several when multiple', async () => {
    const onFiles = vi.fn();
    renderWithAdmin(
      <UploadButton
        inputId="upload"
        labelKey="app.media.add_images"
        busy={false}
        accept="image/*"
        multiple
        onFiles={onFiles}
      />,
    );
    expect(screen.getByText('Afbeeldingen toevoegen')).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', 'image/*');
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await userEvent.setup().upload(input(), files);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('takes one file unless multiple, and ignores a dialog closed without a choice', () => {
    const onFiles = vi.fn();
    renderWithAdmin(<UploadButton inputId="upload" labelKey="app.media.choose" busy={false} onFiles={onFiles} />);
    expect(input()).not.toHaveAttribute('multiple');
    fireEvent.change(input(), { target: { files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('is disabled and says so while the files upload', () => {
    renderWithAdmin(<UploadButton inputId="upload" labelKey="app.media.choose" busy onFiles={vi.fn()} />);
    expect(screen.queryByText('Kies een bestand')).not.toBeInTheDocument();
    expect(screen.getByText('Bezig met uploaden...').closest('label')).toHaveClass('Mui-disabled');
  });
});
