import { describe, expect, it } from 'vitest';
import type { FileEntry } from '@newsroom/config';
import {
  crumbsOf,
  extensionsOfAccept,
  fileManagerReducer,
  initialFileManagerState as initial,
} from './fileManagerState';

const file = (id: number, filename = `f${id}.png`): FileEntry => ({
  id,
  filename,
  type: 'image/png',
  src: `/uploads/${filename}`,
  ext: 'png',
  size: 10,
  width: 1,
  height: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the file manager state (SPEC 3 and 4)', () => {
  it('starts at public/ with nothing selected or picked', () => {
    expect(initial).toMatchObject({
      fullCurrentPath: 'public/',
      selectedObjects: [],
      pickFileMode: false,
      filePicked: false,
    });
  });

  it('loading a folder replaces files and folders and clears the selection', () => {
    const loaded = fileManagerReducer(initial, { type: 'load', path: 'public/a/', folders: ['x'], files: [file(1)] });
    const selected = fileManagerReducer(loaded, { type: 'select', file: file(1) });
    expect(selected.selectedObjects).toHaveLength(1);
    const next = fileManagerReducer(selected, { type: 'load', path: 'public/b/', folders: [], files: [file(2)] });
    expect(next).toMatchObject({ fullCurrentPath: 'public/b/', folders: [], selectedObjects: [] });
    expect(next.files.map((f) => f.id)).toEqual([2]);
  });

  it('selecting twice deselects', () => {
    const once = fileManagerReducer(initial, { type: 'select', file: file(1) });
    expect(fileManagerReducer(once, { type: 'select', file: file(1) }).selectedObjects).toEqual([]);
  });

  it('picking a file sets its url and marks it picked', () => {
    const picked = fileManagerReducer(initial, { type: 'pick', file: file(3, 'c.png') });
    expect(picked).toMatchObject({ pickedFileUrl: '/uploads/c.png', filePicked: true });
  });

  it('pick mode joins an array of accepted types with commas', () => {
    const mode = fileManagerReducer(initial, {
      type: 'pickMode',
      fileExtensionFilter: ['png'],
      acceptedFileTypes: ['image/png', 'image/jpeg'],
    });
    expect(mode).toMatchObject({
      pickFileMode: true,
      fileExtensionFilter: ['png'],
      acceptedFileTypes: 'image/png,image/jpeg',
    });
  });

  it('reset clears the selection and pick mode; resetting the pick clears url and flag', () => {
    let state = fileManagerReducer(initial, { type: 'pickMode', acceptedFileTypes: 'image/*' });
    state = fileManagerReducer(state, { type: 'pick', file: file(4) });
    const reset = fileManagerReducer(state, { type: 'reset' });
    expect(reset).toMatchObject({ selectedObjects: [], pickFileMode: false, acceptedFileTypes: '' });
    expect(fileManagerReducer(state, { type: 'resetPicked' })).toMatchObject({
      pickedFileUrl: null,
      filePicked: false,
    });
  });

  it('turns an accept attribute into an extension filter, and a path into crumbs', () => {
    expect(extensionsOfAccept('image/*')).toContain('webp');
    expect(extensionsOfAccept(['.PDF', 'video/*'])).toEqual(['pdf', 'mp4', 'm4v', 'webm', 'mov']);
    expect(extensionsOfAccept(undefined)).toEqual([]);
    expect(crumbsOf('public/a/b/')).toEqual(['a', 'b']);
  });
});
