import { FILE_ROOT, type FileEntry } from '@newsroom/config';

/**
 * The file manager's state (SPEC 3) and its rules (SPEC 4), pure: loading a folder replaces its files and
 * folders and clears the selection; picking a file sets its url and marks it picked; reset clears the
 * selection and pick mode; resetting the picked state clears the url and the flag.
 */
export interface FileManagerState {
  /** Starts with public/ (SPEC 9's root prefix), always with its trailing slash. */
  fullCurrentPath: string;
  folders: string[];
  files: FileEntry[];
  selectedObjects: FileEntry[];
  pickFileMode: boolean;
  pickedFileUrl: string | null;
  filePicked: boolean;
  fileExtensionFilter: string[];
  /** The accepted types as one string: an array is joined with commas (SPEC 3). */
  acceptedFileTypes: string;
}

export type FileManagerAction =
  | { type: 'load'; path: string; folders: string[]; files: FileEntry[] }
  | { type: 'select'; file: FileEntry }
  | { type: 'pickMode'; fileExtensionFilter?: string[]; acceptedFileTypes?: string | string[] }
  | { type: 'pick'; file: FileEntry }
  | { type: 'reset' }
  | { type: 'resetPicked' };

export const initialFileManagerState: FileManagerState = {
  fullCurrentPath: FILE_ROOT,
  folders: [],
  files: [],
  selectedObjects: [],
  pickFileMode: false,
  pickedFileUrl: null,
  filePicked: false,
  fileExtensionFilter: [],
  acceptedFileTypes: '',
};

export const joinAccepted = (types: string | string[] | undefined) =>
  Array.isArray(types) ? types.join(',') : (types ?? '');

export function fileManagerReducer(state: FileManagerState, action: FileManagerAction): FileManagerState {
  switch (action.type) {
    case 'load':
      return {
        ...state,
        fullCurrentPath: action.path,
        folders: action.folders,
        files: action.files,
        selectedObjects: [],
      };
    case 'select': {
      const chosen = state.selectedObjects.some((f) => f.id === action.file.id);
      return {
        ...state,
        selectedObjects: chosen
          ? state.selectedObjects.filter((f) => f.id !== action.file.id)
          : [...state.selectedObjects, action.file],
      };
    }
    case 'pickMode':
      return {
        ...state,
        pickFileMode: true,
        fileExtensionFilter: action.fileExtensionFilter ?? [],
        acceptedFileTypes: joinAccepted(action.acceptedFileTypes),
      };
    case 'pick':
      return { ...state, pickedFileUrl: action.file.src, filePicked: true, selectedObjects: [action.file] };
    case 'reset':
      return { ...state, selectedObjects: [], pickFileMode: false, fileExtensionFilter: [], acceptedFileTypes: '' };
    case 'resetPicked':
      return { ...state, pickedFileUrl: null, filePicked: false };
  }
}

const BY_ACCEPT: Record<string, string[]> = {
  'image/*': ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif'],
  'audio/*': ['mp3', 'm4a', 'wav', 'ogg', 'oga', 'opus', 'flac'],
  'video/*': ['mp4', 'm4v', 'webm', 'mov'],
};

/** The extension filter of an input's `accept` (`image/*`, `.pdf`, a list): empty means every file. */
export function extensionsOfAccept(accept: string | string[] | undefined): string[] {
  const parts = joinAccepted(accept)
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(parts.flatMap((p) => BY_ACCEPT[p] ?? (p.startsWith('.') ? [p.slice(1)] : [])))];
}

/** The folder names of the path, for the breadcrumb (`public/a/b/` → ['a', 'b']). */
export const crumbsOf = (path: string) => path.slice(FILE_ROOT.length).split('/').filter(Boolean);

export const isImage = (file: Pick<FileEntry, 'type'>) => file.type.startsWith('image/');
