import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

interface UploadButtonProps {
  /** The file input's id, so the field's label names it. */
  inputId: string;
  labelKey: string;
  /** While the files upload: disabled, and says so. */
  busy: boolean;
  accept?: string;
  multiple?: boolean;
  /** The chosen files; not called when the user closes the file dialog without choosing. */
  onFiles: (files: File[]) => void;
}

/** The button of a media field that opens the browser's file dialog. */
export const UploadButton = ({ inputId, labelKey, busy, accept, multiple = false, onFiles }: UploadButtonProps) => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" component="label" disabled={busy}>
      {translate(busy ? 'app.media.uploading' : labelKey)}
      <input
        id={inputId}
        hidden
        type="file"
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length) onFiles(files);
        }}
      />
    </Button>
  );
};
