// Placeholder until the search menu lands (issue 4).
export const SearchMenuButton = () => null;
