export { ResourceCreate } from './ResourceCreate';
export { ResourceEdit } from './ResourceEdit';
export { ResourceList } from './ResourceList';
export { ResourceShow } from './ResourceShow';
