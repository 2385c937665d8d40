import { owner } from './sample';

/** `@build/owner` under Jest: the sample's settings, as the content step writes them. */
export default owner;
