import ApartmentIcon from '@mui/icons-material/Apartment';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import DomainIcon from '@mui/icons-material/Domain';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FoundationIcon from '@mui/icons-material/Foundation';
import StraightenIcon from '@mui/icons-material/Straighten';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Section } from '../../types';

const MARKS = [DomainIcon, ArchitectureIcon, FoundationIcon, EngineeringIcon, ApartmentIcon, StraightenIcon];

/** A strip of customer wordmarks under the hero. */
export function TrustedBy({ section }: { section: Section }) {
  return (
    <Box
      component="section"
      aria-labelledby="trusted-title"
      sx={{ py: { xs: 6, md: 8 }, borderBlock: '1px solid', borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Typography
          id="trusted-title"
          component="h2"
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: 'center', textTransform: 'uppercase', letterSpacing: '0.12em', fontWeight: 600, mb: 4 }}
        >
          {section.title}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            columnGap: { xs: 3, md: 6 },
            rowGap: { xs: 3, md: 4 },
            maxWidth: 960,
            mx: 'auto',
          }}
        >
          {(section.features ?? []).map((company, i) => {
            const Icon = MARKS[i % MARKS.length]!;
            return (
              <Box
                component="li"
                key={company.title}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: { xs: 'flex-start', md: 'center' },
                  whiteSpace: { md: 'nowrap' },
                  gap: 1,
                  color: 'text.secondary',
                  fontWeight: 700,
                  fontSize: '0.95rem',
                  letterSpacing: '-0.01em',
                  textAlign: 'left',
                  lineHeight: 1.25,
                }}
              >
                <Icon aria-hidden="true" fontSize="small" />
                {company.title}
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
