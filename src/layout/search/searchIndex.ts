/**
 * The pages the search menu can find: every registry route without parameters (menu pages,
 * views, resource lists, hidden pages such as the archive), each with its own and its section's
 * titles in all three languages, so a page is found whatever language the user types in.
 */
import {
  appRoutes,
  appSections,
  type AppRoute,
  type AppSection,
} from '../../core/generated/routes';
import { createTranslator, LANGUAGES } from '../../i18n';
import { canAccessRoute } from '../../core/rules/access';

export interface SearchablePage {
  route: AppRoute;
  section: AppSection | undefined;
  /** The titles of the page and its section in uz, en and cn, normalised for matching. */
  text: string;
}

/** Case, and the several apostrophes of Uzbek Latin (o' oʻ o‘ o’), do not matter. */
export function normalize(text: string): string {
  return text.toLocaleLowerCase().replace(/[ʻʼ‘’`´]/g, "'");
}

/** The menu's order: sections and section-less pages by their order, pages within a section. */
const menuOrder = ({ route, section }: SearchablePage): [number, number] =>
  section ? [section.order, route.order] : [route.order, -1];

let index: SearchablePage[] | undefined;

function buildIndex(): SearchablePage[] {
  const translators = LANGUAGES.map(createTranslator);
  const pages = appRoutes
    .filter((route) => !route.path.includes(':'))
    .map((route) => {
      const section = appSections.find((candidate) => candidate.name === route.section);
      const titles = translators.flatMap((translate) => [
        // A resource's title has a singular and a plural form: either finds it.
        translate(route.titleKey, { smart_count: 1 }),
        translate(route.titleKey, { smart_count: 2 }),
        section ? translate(section.titleKey) : '',
      ]);
      return { route, section, text: normalize(titles.join('\n')) };
    });
  return pages.sort((a, b) => {
    const [x, y] = [menuOrder(a), menuOrder(b)];
    return x[0] - y[0] || x[1] - y[1];
  });
}

/** The pages `role` may open, in menu order. */
export function pagesFor(role: string | undefined): SearchablePage[] {
  index ??= buildIndex();
  return index.filter((page) => canAccessRoute(role, page.route.path));
}
