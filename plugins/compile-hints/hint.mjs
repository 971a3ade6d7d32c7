// V8's explicit compile hint (Chrome 136 and later): every function of a script that begins with this comment
// is compiled while the script streams in, on a background thread, instead of on the main thread when it is
// first called. Other engines read it as a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether an emitted file gets the hint: the browser's scripts. @param {string} fileName */
export const takesCompileHint = (fileName) => /\.m?js$/.test(fileName);
