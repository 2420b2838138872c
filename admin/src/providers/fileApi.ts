import type { FileEntry, FileListing, FileListQuery, FolderEntry } from '@newsroom/config';
import { toApiError, ApiError } from './apiError';
import { apiUrl } from './apiBase';
import { CSRF_HEADER, csrfToken, rememberCsrfToken } from './csrf';
import { request } from './http';

// ---- The file manager (/files and the media inputs' picker; cms api::file-manager, docs/files.md) ----

export interface FilePage {
  data: FileListing;
  meta: { pagination: { page: number; pageSize: number; total: number; pageCount: number } };
}

const listUrl = (query: FileListQuery) => {
  const params = new URLSearchParams({ path: query.path });
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  if (query.ext?.length) params.set('ext', query.ext.join(','));
  return `/api/file-manager/list?${params}`;
};

/**
 * One file to a folder with its progress (0..1): fetch reports no upload progress, so this one call uses
 * XMLHttpRequest, with the same CSRF header and the same ApiError as every other call. It is silent: the
 * upload panel shows each file's refusal beside that file.
 */
const uploadOne = (path: string, file: File, onProgress: (share: number) => void) =>
  new Promise<FileEntry>((resolve, reject) => {
    const url = '/api/file-manager/upload';
    const form = new FormData();
    form.append('path', path);
    form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(url));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, name: 'NetworkError', message: 'Network error', url, method: 'POST' }));
    xhr.onload = () => {
      rememberCsrfToken(xhr.getResponseHeader(CSRF_HEADER));
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve((body as { data: FileEntry[] }).data[0]);
      } else reject(toApiError(xhr.status, body, url, 'POST', xhr.statusText));
    };
    xhr.send(form);
  });

export const fileApi = {
  fileList: (query: FileListQuery) => request<FilePage>(listUrl(query)),
  folderCreate: (path: string, name: string) =>
    request<{ data: FolderEntry }>('/api/file-manager/folders', { method: 'POST', body: { data: { path, name } } }),
  /** Rename (`name`) and/or move (`to`: the new parent folder's path). */
  folderUpdate: (path: string, change: { name?: string; to?: string }) =>
    request<{ data: FolderEntry }>('/api/file-manager/folders', { method: 'PUT', body: { data: { path, ...change } } }),
  /** A folder with contents goes only with `recursive` (the screen asks first). */
  folderDelete: (path: string, recursive: boolean) =>
    request<{ data: { files: number } }>(
      `/api/file-manager/folders?path=${encodeURIComponent(path)}${recursive ? '&recursive=true' : ''}`,
      { method: 'DELETE' },
    ),
  fileUpdate: (id: number, change: { name?: string; to?: string }) =>
    request<{ data: FileEntry }>(`/api/file-manager/files/${id}`, { method: 'PUT', body: { data: change } }),
  fileDelete: (id: number) => request<null>(`/api/file-manager/files/${id}`, { method: 'DELETE' }),
  fileUpload: uploadOne,
};
