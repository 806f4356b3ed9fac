import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NoUploadUrlError } from '@/lib/api-error';
import '../text';

/** multipart/form-data with the file in field `image`; resolves to the stored image's url. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const data = await api.upload(body, onProgress);
  if (typeof data?.url !== 'string' || data.url === '') throw new NoUploadUrlError();
  return data.url;
}

/** Uploads one image; a failure is shown by the query client ('فشل رفع الصورة' or 'Upload failed'). */
export function useUploadImage(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: Blob) => uploadImage(file, onProgress),
    meta: { operation: 'portfolio.errors.upload' },
  });
}
