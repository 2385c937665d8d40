/** The image manifest the build writes (webpack alias; a stand-in under Jest). */
declare module '@build/content-images' {
  const manifest: import('./responsiveImages').ImageManifest;
  export default manifest;
}
