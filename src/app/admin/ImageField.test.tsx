import { screen, within } from '@testing-library/react';
import { blogEntity } from '@/features/blog/entity';
import { teamEntity } from '@/features/team/entity';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { EntityForm } from '@/components/admin/EntityForm';
import { ImageLibraryContext, type ImageLibrary } from '@/components/admin/ImageField';

jest.setTimeout(20000);

const library: ImageLibrary = {
  useImages: () => ({
    images: [
      { id: 'a', name: 'Helena Voss portrait.jpg', url: '/images/media/helena-voss-portrait.jpg' },
      { id: 'b', name: 'Harbourline tower render.jpg', url: '/images/media/harbourline-tower-render.jpg' },
    ],
    loading: false,
    failed: false,
  }),
};

function renderTeamForm(withLibrary: boolean, onSubmit = jest.fn(async () => true)) {
  const def = { singular: teamEntity.singular, input: teamEntity.input, fields: teamEntity.fields };
  const form = (
    <EntityForm def={def} initial={teamEntity.empty} mode="create" onSubmit={onSubmit} onCancel={() => {}} />
  );
  const ui = withLibrary ? <ImageLibraryContext.Provider value={library}>{form}</ImageLibraryContext.Provider> : form;
  return { ...renderWithProviders(ui, { backend: stubBackend().backend }), onSubmit };
}

describe("the 'image' field kind (team photo)", () => {
  it('fills the URL from the library, with a preview, and saves it', async () => {
    const { user, onSubmit } = renderTeamForm(true);
    const photo = screen.getByRole('textbox', { name: 'Photo URL' });
    expect(screen.queryByRole('img', { name: 'Photo URL preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo URL: choose from the library' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search images' }), 'helena');
    expect(
      within(dialog).queryByRole('button', { name: 'Choose Harbourline tower render.jpg' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Helena Voss portrait.jpg' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(photo).toHaveValue('/images/media/helena-voss-portrait.jpg');
    expect(screen.getByRole('img', { name: 'Photo URL preview' })).toHaveAttribute(
      'src',
      '/images/media/helena-voss-portrait.jpg',
    );

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Helena');
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'CEO');
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image: '/images/media/helena-voss-portrait.jpg' }));
  });

  it('keeps a typed URL checked like any link (the message at the field), and cancelling changes nothing', async () => {
    const { user } = renderTeamForm(true);
    const photo = screen.getByRole('textbox', { name: 'Photo URL' });
    await user.type(photo, 'javascript:alert(1)');
    await user.tab();
    expect(await screen.findByText('Use an https:// link or a site path starting with /')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(photo).toHaveValue('javascript:alert(1)');
  });

  it('is a URL box with a preview where no library is provided', () => {
    renderTeamForm(false);
    expect(screen.getByRole('textbox', { name: 'Photo URL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose from library' })).not.toBeInTheDocument();
  });
});

describe('a cover chosen from the library brings its alt text (issue 22)', () => {
  const covers: ImageLibrary = {
    useImages: () => ({
      images: [
        {
          id: 'a',
          name: 'Harbourline tower render.jpg',
          url: '/images/media/harbourline-tower-render.jpg',
          alt: 'Line drawing of a steel frame',
        },
        { id: 'b', name: 'Untitled.jpg', url: '/images/media/untitled.jpg' },
      ],
      loading: false,
      failed: false,
    }),
  };
  const renderPostForm = () => {
    const def = { singular: blogEntity.singular, input: blogEntity.input, fields: blogEntity.fields };
    return renderWithProviders(
      <ImageLibraryContext.Provider value={covers}>
        <EntityForm def={def} initial={blogEntity.empty} mode="create" onSubmit={jest.fn()} onCancel={() => {}} />
      </ImageLibraryContext.Provider>,
      { backend: stubBackend().backend },
    );
  };
  const choose = async (user: ReturnType<typeof renderPostForm>['user'], name: string) => {
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(screen.getByRole('button', { name: `Choose ${name}` }));
  };

  it('fills an empty Cover alt text with the image’s library alt text', async () => {
    const { user } = renderPostForm();
    await choose(user, 'Harbourline tower render.jpg');
    expect(screen.getByRole('textbox', { name: 'Cover alt text' })).toHaveValue('Line drawing of a steel frame');
  });

  it('keeps alt text already typed, and an image without alt text leaves the field as it is', async () => {
    const { user } = renderPostForm();
    await choose(user, 'Untitled.jpg');
    const alt = screen.getByRole('textbox', { name: 'Cover alt text' });
    expect(alt).toHaveValue('');
    await user.type(alt, 'Our own words');
    await choose(user, 'Harbourline tower render.jpg');
    expect(alt).toHaveValue('Our own words');
  });
});
