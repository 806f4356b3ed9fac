import { randomBytes } from 'node:crypto';
import multer from '@koa/multer';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { API } from '@shared/api/contract';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { CONTENT_TYPES, EXTENSIONS, ImageRejected, reencodeImage } from '../uploads/image';
import { writeVariants } from '../uploads/variants';
import type { RouteDeps } from './context';

export type AdminUploadDeps = Pick<RouteDeps, 'uploads' | 'audit'>;

/** POST /backend/admin/upload.php (multipart, field "image") → { url: "/uploads/<random>.<ext>" }. */
export function adminUploadRouter({ uploads, audit }: AdminUploadDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 },
  });

  const receive: Middleware = async (ctx, next) => {
    try {
      await upload.single('image')(ctx, async () => {});
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') throw new AppError(413, 'imageTooLarge');
      if (code === 'LIMIT_UNEXPECTED_FILE') throw new AppError(400, 'missingImage');
      // Other multer/busboy errors mean a malformed or oversized multipart body: the client's mistake.
      throw new AppError(400, 'badRequest');
    }
    await next();
  };

  router.post(adminRoute(API.upload), receive, async (ctx) => {
    const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
    if (!file) throw new AppError(400, 'missingImage');
    let image;
    try {
      image = await reencodeImage(file.buffer);
    } catch (err) {
      if (err instanceof ImageRejected) throw new AppError(400, err.reason);
      throw err;
    }
    // The name is ours alone: nothing the client sent reaches the file system.
    const ext = EXTENSIONS[image.format];
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    // DATA_DIR/uploads, or the bucket of STORAGE_URL (uploads/storage.ts).
    await uploads.put(name, image.data, CONTENT_TYPES[ext]!);
    // The public pages' responsive sizes and formats, made once here rather than per visit.
    await writeVariants(uploads, name, image.data);
    await audit.record({
      ...requestActor(ctx),
      action: 'image.uploaded',
      target: { type: 'image', id: name, label: `/uploads/${name}` },
    });
    ctx.status = 201;
    ctx.body = { url: `/uploads/${name}` };
  });

  return router;
}
