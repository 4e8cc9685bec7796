import ArticleIcon from '@mui/icons-material/Article';
import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ResourceType } from '../schema';

/** How each resource type is pictured (its name, in the page's language: the catalogs'
 *  `resources.types`, src/i18n/messages). */
export const TYPE_ICONS: Record<ResourceType, typeof SvgIcon> = {
  guide: MenuBookIcon,
  whitepaper: ArticleIcon,
  webinar: OndemandVideoIcon,
  event: EventIcon,
  tool: BuildIcon,
  video: PlayCircleIcon,
};
