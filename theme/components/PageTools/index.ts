export { CopyMarkdownButton } from './CopyMarkdownButton';
export { OpenInMenu } from './OpenInMenu';
