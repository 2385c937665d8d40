import { planVariants } from '../../scripts/content/variantPlan';
import type { ImageManifest } from '../../src/content/responsiveImages';
import { owner } from '../../src/content/settings';

/** The image manifest the content step writes, planned for the sample's 1600 x 1000 PNGs. */
const manifest: ImageManifest = Object.fromEntries(
  owner.projects.map((project) => [
    project.imageSrc,
    planVariants(project.imageSrc, 'c0ffee00c0ffee00', { format: 'png', width: 1600, height: 1000 })
      .entry,
  ]),
);

export default manifest;
