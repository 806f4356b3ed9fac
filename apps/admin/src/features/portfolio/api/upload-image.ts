import { API_PATHS, api } from '@/lib/api-client';

/** Thrown when the upload call succeeds but brings back no url (SPEC.md §8 'Upload failed'). */
export class NoUploadUrlError extends Error {
  constructor() {
    super('Upload failed');
    this.name = 'NoUploadUrlError';
  }
}

/** multipart/form-data with the file in field `image`; resolves to the stored image's url. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await api.post<{ url?: unknown }>(API_PATHS.upload, body, {
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress(Math.round((e.loaded / e.total) * 100));
    },
  });
  if (typeof data?.url !== 'string' || data.url === '') throw new NoUploadUrlError();
  return data.url;
}
