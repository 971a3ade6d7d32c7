// Where Rspress 2.0.22 writes its virtual modules (node_modules/.rspress/runtime/virtual-<name>.js), as the test of
// an Rsbuild transform: the one place to follow Rspress if it moves them.

/**
 * Matches the files of Rspress's virtual modules of these names.
 * @param {...string} names e.g. 'routes', 'site-data'
 */
export const rspressVirtualModule = (...names) =>
  new RegExp(`[\\\\/]\\.rspress[\\\\/](runtime[\\\\/])?virtual-(${names.join('|')})\\.js$`);
