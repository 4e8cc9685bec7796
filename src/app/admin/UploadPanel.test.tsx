import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_MAX_BYTES, MEDIA_TYPE_NAMES, MEDIA_TYPES } from '@/features/media/schema';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import type { Uploader } from '@/components/admin/FileField';
import { UploadPanel } from '@/components/admin/UploadPanel';

jest.setTimeout(20000);

const uploads = { folder: 'media', accept: MEDIA_TYPES, maxBytes: MEDIA_MAX_BYTES, typeNames: MEDIA_TYPE_NAMES };

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** An uploader whose uploads wait until released, reporting progress. */
function slowUploader() {
  const pending: { path: string; progress: (f: number) => void; done: (url: string | null) => void }[] = [];
  const uploader: Uploader = {
    available: true,
    upload: (path, _file, progress) =>
      new Promise((done) => {
        pending.push({ path, progress, done });
      }),
  };
  return { uploader, pending };
}

describe('UploadPanel: several files at once', () => {
  it('checks each file at the picker, uploads the others under unique names with their own progress', async () => {
    const { uploader, pending } = slowUploader();
    const onUploaded = jest.fn(async () => true);
    renderWithProviders(<UploadPanel uploads={uploads} uploader={uploader} onUploaded={onUploaded} />, {
      backend: stubBackend().backend,
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload files'), [
      file('plan.png', 'image/png'),
      file('plan.png', 'image/png', 2048),
      file('logo.svg', 'image/svg+xml'),
      file('walkthrough.mp4', 'video/mp4', 25 * 1024 * 1024),
    ]);
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText(/“logo\.svg” is not an accepted type \(image\/svg\+xml\)/)).toBeInTheDocument();
    expect(within(list).getByText('“walkthrough.mp4” is 25 MB; files must be under 20 MB.')).toBeInTheDocument();

    // Two uploads under different names, neither overwriting the other.
    expect(pending).toHaveLength(2);
    expect(pending[0]!.path).toMatch(/^media\/plan-[a-z0-9]{20}\.png$/);
    expect(pending[1]!.path).toMatch(/^media\/plan-[a-z0-9]{20}\.png$/);
    expect(pending[0]!.path).not.toBe(pending[1]!.path);

    act(() => pending[0]!.progress(0.4));
    const bars = within(list).getAllByRole('progressbar', { name: 'Uploading plan.png' });
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['40', '0']);

    await act(async () => pending[0]!.done(`https://files.example/${pending[0]!.path}`));
    expect(await within(list).findByText('Done')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({
      name: 'plan.png',
      path: pending[0]!.path,
      url: `https://files.example/${pending[0]!.path}`,
      contentType: 'image/png',
      size: 1000,
    });
    await act(async () => pending[1]!.done(null));
    expect(await within(list).findByText('The upload failed.')).toBeInTheDocument();
    // The refused files' messages are still there.
    expect(within(list).getByText(/“logo\.svg”/)).toBeInTheDocument();
  });

  it('offers no upload where storage is unavailable', () => {
    renderWithProviders(
      <UploadPanel uploads={uploads} uploader={{ available: false, upload: jest.fn() }} onUploaded={jest.fn()} />,
      { backend: stubBackend().backend },
    );
    expect(screen.queryByLabelText('Upload files')).not.toBeInTheDocument();
  });
});
