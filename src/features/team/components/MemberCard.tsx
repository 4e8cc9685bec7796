import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { brand } from '@/theme/primitives';
import type { TeamMember } from '../schema';

const initials = (name: string) =>
  name
    .replace(/^(dr|prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** One team member: photo (or initials), h3 name, role and bio. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card sx={{ p: 3.5, bgcolor: 'background.default' }}>
      {member.image ? (
        <Avatar src={member.image} alt={member.name} sx={{ width: 72, height: 72, mb: 2.5 }} />
      ) : (
        <Avatar
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            mb: 2.5,
            fontWeight: 700,
            fontSize: '1.5rem',
            color: '#fff',
            background: `linear-gradient(135deg, ${brand[500]}, ${brand[800]})`,
          }}
        >
          {initials(member.name)}
        </Avatar>
      )}
      <Typography component="h3" variant="h6">
        {member.name}
      </Typography>
      <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mb: 1.5 }}>
        {member.role}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {member.bio}
      </Typography>
    </Card>
  );
}
