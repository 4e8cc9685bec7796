import { LIMITS, LIST_LIMITS } from '../../../schema';
import { ListEditor } from '../ListEditor';

/** A section's team members: name, role, bio and image URL per row. */
export function TeamMembersEditor({ section }: { section: string }) {
  return (
    <ListEditor
      name={`sections.${section}.teamMembers`}
      label="Team members"
      noun="team member"
      maxRows={LIST_LIMITS.teamMembers}
      empty={{ name: '', role: '', bio: '', image: '' }}
      fields={[
        { field: 'name', label: 'Name', max: LIMITS.memberName, required: true },
        { field: 'role', label: 'Role', max: LIMITS.memberRole },
        { field: 'bio', label: 'Bio', max: LIMITS.memberBio, multiline: true },
        { field: 'image', label: 'Image URL', max: LIMITS.memberImage },
      ]}
    />
  );
}
