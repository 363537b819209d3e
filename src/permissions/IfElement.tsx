import type { ReactNode } from 'react';
import { useHasElement } from './useHasElement';

interface IfElementProps {
  /** An element of schema/roles.yaml `elements`, e.g. `approvePrice`. */
  name: string;
  children: ReactNode;
}

/** Renders its children only for roles the registry admits to the element (SPEC 6). */
export const IfElement = ({ name, children }: IfElementProps) =>
  useHasElement(name) ? children : null;
