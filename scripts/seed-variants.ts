// Makes the seeded media images' resized WebP copies (public/images/media/variants/<width>/) with
// the app's own code (src/lib/util/image-variants.ts makeVariants: createImageBitmap + canvas in
// the browser), run in headless Chromium, so `npm start` serves the srcset the seeded covers name
// without a Storage emulator. Run after changing a seeded image: `npx tsx scripts/seed-variants.ts`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { media } from './seed-data/media';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const bundle = await build({
    stdin: {
      contents:
        "import { makeVariants } from './src/lib/util/image-variants'; (globalThis as any).makeVariants = makeVariants;",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>variants</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    for (const m of media.filter((x) => x.variants?.length)) {
      const file = await readFile(path.join(root, 'public', m.url));
      const made = await page.evaluate(
        async ({ bytes, type }) => {
          const blob = new Blob([new Uint8Array(bytes)], { type });
          const variants = await (
            globalThis as unknown as {
              makeVariants: (b: Blob) => Promise<{ width: number; height: number; blob: Blob }[]>;
            }
          ).makeVariants(blob);
          return Promise.all(
            variants.map(async (v) => ({ width: v.width, bytes: [...new Uint8Array(await v.blob.arrayBuffer())] })),
          );
        },
        { bytes: [...file], type: m.contentType },
      );
      const widths = made.map((v) => v.width);
      if (JSON.stringify(widths) !== JSON.stringify(m.variants))
        throw new Error(`${m.name}: made ${JSON.stringify(widths)}, the seed says ${JSON.stringify(m.variants)}`);
      for (const v of made) {
        const dir = path.join(root, 'public/images/media/variants', String(v.width));
        await mkdir(dir, { recursive: true });
        const out = path.join(dir, path.basename(m.url).replace(/\.[a-z0-9]+$/, '.webp'));
        await writeFile(out, Buffer.from(v.bytes));
        console.log(`${path.relative(root, out)}: ${v.bytes.length} bytes`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
