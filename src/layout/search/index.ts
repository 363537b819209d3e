export { SearchMenuButton } from './SearchMenuButton';
