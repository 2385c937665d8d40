import { sampleContent } from './sample';

/** `@build/tech-icons` under Jest: the sample's tech strip icons, as the content step writes them. */
export default sampleContent.techIcons;
