/** English: the file manager (/files) and the media inputs' picker (docs/files.md). */
export const menu = { files: 'File manager' };

export const resources = {
  files: { name: 'File |||| Files', fields: { filename: 'Name', size: 'Size', createdAt: 'Uploaded' } },
};

export const screens = {
  files: {
    title: 'File manager',
    breadcrumb: 'Folder path',
    search: 'Search in this folder',
    sort: 'Sort',
    sorts: {
      name_asc: 'Name A–Z',
      name_desc: 'Name Z–A',
      date_desc: 'Newest first',
      date_asc: 'Oldest first',
      size_desc: 'Largest first',
      size_asc: 'Smallest first',
    },
    filtered: 'Showing only: %{ext}',
    upload: 'Upload files',
    drop_here: 'or drop files here',
    uploaded: 'uploaded',
    progress: 'Uploading %{name}',
    load_failed: 'The folder could not be read.',
    retry: 'Try again',
    empty_title: 'This folder is empty',
    empty_text: 'Upload files or create a folder. Files you upload here can be picked in every image and file field.',
    no_match: 'Nothing in this folder matches your search',
    open_folder: 'Open folder %{name}',
    actions_of: 'Actions for %{name}',
    pick_button: 'Choose from file manager',
    pick_title: 'Choose a file',
    new_folder: 'New folder',
    folder_name: 'Folder name',
    folder_rule: 'Lowercase letters, digits and hyphens; not starting with a hyphen.',
    file_name: 'File name',
    rename: 'Rename',
    save: 'Save',
    saved: 'Saved',
    move: 'Move',
    move_title: 'Move %{name}',
    move_here: 'Move here',
    move_same: 'This is where it is now.',
    delete: 'Delete',
    delete_all: 'Delete everything',
    delete_title: 'Delete %{name}?',
    delete_file_text: 'The file is deleted for good. Files that pages or records still use cannot be deleted.',
    delete_folder_text: 'The empty folder is deleted.',
    delete_full:
      'This folder holds %{files} file(s) and %{folders} folder(s). Delete the folder with everything in it? Files still in use stop the delete.',
    copy_url: 'Copy URL',
    copied: 'URL copied',
  },
};

export const validation = {
  folder_name: 'Use lowercase letters, digits and hyphens only, not starting with a hyphen',
  file_name: 'A file name cannot contain slashes or control characters, or start or end with a space',
};

export const errorCodes = {
  folder_exists: 'A folder with this name already exists here.',
  folder_not_found: 'This folder no longer exists.',
  folder_not_empty: 'The folder is not empty.',
  folder_into_itself: 'A folder cannot be moved into itself.',
  folder_root: 'The public/ folder itself cannot be changed.',
  file_exists: 'A file with this name already exists in that folder.',
  file_in_use: 'Still in use by: %{usedIn}. Remove it there first.',
  file_not_found: 'This file no longer exists.',
  file_path_invalid: 'The folder path must start with public/ and use valid folder names.',
};
