import { resourceEntity } from '@/features/resources/entity';
import { teamEntity } from '@/features/team/entity';
import {
  cleanValues,
  endpointNames,
  entityToasts,
  fieldLimits,
  parseInput,
  prepareCreate,
  prepareUpdate,
  roleAllows,
} from '@/lib/entity';

const input = resourceEntity.input;

describe('the entity layer reads limits from the input schema', () => {
  it('finds lengths, ranges, enums and whether a field is required', () => {
    expect(fieldLimits(input, 'title')).toEqual({ min: 1, max: 200, required: true });
    expect(fieldLimits(input, 'url')).toEqual({ max: 2048, required: false });
    expect(fieldLimits(input, 'type')).toMatchObject({
      required: true,
      values: ['guide', 'whitepaper', 'webinar', 'event', 'tool', 'video'],
    });
    expect(fieldLimits(teamEntity.input, 'order')).toEqual({ min: 0, max: 9999, required: true });
    expect(fieldLimits(input, 'nope')).toEqual({ required: false });
  });
});

describe('form values to writes', () => {
  const values = { ...resourceEntity.empty, title: '  Steel guide  ', url: '', fileUrl: '/downloads/a.pdf' };

  it('treats a blank optional field as not given, but keeps a blank required one', () => {
    expect(cleanValues({ input }, values)).not.toHaveProperty('url');
    expect(cleanValues({ input }, { ...values, title: '' })).toHaveProperty('title', '');
  });

  it('validates with the schema and names the failing field', () => {
    expect(parseInput(resourceEntity, { ...values, title: 'x'.repeat(201) })).toEqual({
      ok: false,
      field: 'title',
      message: 'At most 200 characters',
    });
    expect(parseInput(resourceEntity, { ...values, url: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      field: 'url',
    });
    expect(parseInput(resourceEntity, values)).toMatchObject({ ok: true, data: { title: 'Steel guide' } });
  });

  it('creates with the entity defaults (spec: active, 0 views, 0 rating) and server times', () => {
    const parsed = parseInput(resourceEntity, { ...values, active: false });
    if (!parsed.ok) throw new Error(parsed.message);
    const { data, options } = prepareCreate(resourceEntity, parsed.data);
    expect(data).toMatchObject({ title: 'Steel guide', active: true, views: 0, rating: 0 });
    expect(data).not.toHaveProperty('url');
    expect(options).toEqual({ serverTimestamps: ['createdAt', 'updatedAt'], dates: ['eventDate'] });
  });

  it('updates only input fields and removes optional ones left empty', () => {
    const parsed = parseInput(resourceEntity, values);
    if (!parsed.ok) throw new Error(parsed.message);
    const { data, options } = prepareUpdate(resourceEntity, parsed.data);
    expect(data).not.toHaveProperty('views');
    expect(options.removes).toEqual(expect.arrayContaining(['url', 'location', 'eventDate']));
    expect(options.removes).not.toContain('fileUrl');
    expect(options.serverTimestamps).toEqual(['updatedAt']);
  });
});

describe('names and toasts derived from the definition', () => {
  it('names endpoints after the entity', () => {
    expect(endpointNames(resourceEntity)).toEqual({
      list: 'listResources',
      add: 'addResource',
      update: 'updateResource',
      remove: 'deleteResource',
    });
    expect(endpointNames(teamEntity).add).toBe('addTeamMember');
  });

  it("gives the spec's resource toasts", () => {
    const t = entityToasts(resourceEntity);
    expect(t.addResource).toMatchObject({ success: 'Resource added successfully', error: 'Failed to add resource' });
    expect(t.updateResource).toMatchObject({
      success: 'Resource updated successfully',
      error: 'Failed to update resource',
    });
    expect(t.deleteResource?.error).toBe('Failed to delete resource');
    const success = t.deleteResource?.success as (ids: unknown) => string;
    expect(success(['a'])).toBe('Resource deleted successfully');
    expect(success(['a', 'b'])).toBe('2 resources deleted');
  });

  it('lets admins do what editors may, not the reverse', () => {
    expect(roleAllows('admin', 'editor')).toBe(true);
    expect(roleAllows('editor', 'admin')).toBe(false);
    expect(roleAllows(null, 'editor')).toBe(false);
  });
});
