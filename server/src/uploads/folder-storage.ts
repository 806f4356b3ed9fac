import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredFile, UploadStorage } from './storage';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** The uploads in a folder of this machine (DATA_DIR/uploads): what the server has always done. */
export class FolderStorage implements UploadStorage {
  readonly remote = false;
  constructor(readonly dir: string) {}

  get where(): string {
    return this.dir;
  }

  private file(name: string): string {
    return path.join(this.dir, path.basename(name));
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await writeFile(this.file(name), bytes);
  }

  async get(name: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.file(name));
      if (!info.isFile()) return null;
      return { body: createReadStream(this.file(name)), length: info.size, lastModified: info.mtime, etag: null };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    return readFile(this.file(name)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
  }

  async exists(name: string): Promise<boolean> {
    return stat(this.file(name)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async delete(name: string): Promise<void> {
    await unlink(this.file(name)).catch((err: unknown) => {
      if (!missing(err)) throw err;
    });
  }

  async list(): Promise<string[]> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((err: unknown) => {
      if (missing(err)) return [];
      throw err;
    });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  }

  close(): void {}
}
