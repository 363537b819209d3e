import type { ReactNode } from 'react';

export const TagsView = () => null;
export const CachedOutlet = ({ children }: { children: ReactNode }) => <>{children}</>;
export function useTabTitle(_title: string | undefined): void {}
