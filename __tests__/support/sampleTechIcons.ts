import { iconSprite } from '../../scripts/content/iconSprite';
import { sampleContent } from './sample';

/** The sample's tech strip icons as the content step draws them: the home page's sprite. */
export const sampleTechSprite = iconSprite(sampleContent.techIcons, 'tech');

/** `@build/tech-icons` under Jest: the symbol ids, as the content step writes them. */
export default sampleTechSprite.ids;
