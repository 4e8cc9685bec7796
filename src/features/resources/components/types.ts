import ArticleIcon from '@mui/icons-material/Article';
import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ResourceType } from '../schema';

/** How each resource type is named and pictured. */
export const TYPE_INFO: Record<ResourceType, { label: string; plural: string; icon: typeof SvgIcon }> = {
  guide: { label: 'Guide', plural: 'Guides', icon: MenuBookIcon },
  whitepaper: { label: 'Whitepaper', plural: 'Whitepapers', icon: ArticleIcon },
  webinar: { label: 'Webinar', plural: 'Webinars', icon: OndemandVideoIcon },
  event: { label: 'Event', plural: 'Events', icon: EventIcon },
  tool: { label: 'Tool', plural: 'Tools', icon: BuildIcon },
  video: { label: 'Video', plural: 'Videos', icon: PlayCircleIcon },
};
