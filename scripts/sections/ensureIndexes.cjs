// Required first by webpack's and Jest's configs and by ts-node (tsconfig.json's "ts-node"
// "require"): the section registry's indexes are current before anything imports them.
require('./writeIndex.cjs').writeSectionIndexes();
