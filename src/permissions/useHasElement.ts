import { hasElementAccess } from '../core/rules/access';
import { useRole } from './useRole';

/**
 * Whether the user sees the element named in schema/roles.yaml `elements` (e.g. `approvePrice`);
 * false while the role loads, so a button never flashes up for a role that may not use it.
 */
export const useHasElement = (element: string): boolean => hasElementAccess(useRole(), element);
