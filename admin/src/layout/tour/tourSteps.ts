import type { MenuNode } from '../areas';
import { menuTestId } from '../useMenu';

/** One step: the element it points at (a test id in the shell) and its text keys below app.tour. */
export type TourStep = { target: string; titleKey: string; textKey: string; label?: string };

const byTestId = (id: string) => `[data-testid="${id}"]`;

/** The shell's parts, in the order the eye meets them. */
const SHELL_STEPS: TourStep[] = [
  { target: byTestId('search-input'), titleKey: 'app.tour.search_title', textKey: 'app.tour.search_text' },
  { target: byTestId('language-select'), titleKey: 'app.tour.language_title', textKey: 'app.tour.language_text' },
  { target: byTestId('theme-panel-toggle'), titleKey: 'app.tour.theme_title', textKey: 'app.tour.theme_text' },
  { target: byTestId('profile-menu'), titleKey: 'app.tour.profile_title', textKey: 'app.tour.profile_text' },
];

/**
 * The tour of a user: a welcome, then each area of the menu they may use (the menu is already filtered by their
 * actions and roles, so the tour differs per role), then the shell. Steps whose element is not on screen (the side
 * menu on a phone) are left out by `present`.
 */
export function tourSteps(menu: MenuNode[], areaTexts: ReadonlySet<string>): TourStep[] {
  const areas = menu
    .filter((node) => node.key !== 'home')
    .map((node) => ({
      target: byTestId(node.route ? menuTestId(node.route) : `menu-group-${node.key}`),
      titleKey: node.labelKey,
      textKey: areaTexts.has(node.key) ? `app.tour.areas.${node.key}` : 'app.tour.areas.other',
      label: node.labelKey,
    }));
  return [
    { target: 'body', titleKey: 'app.tour.welcome_title', textKey: 'app.tour.welcome_text' },
    ...areas,
    ...SHELL_STEPS,
  ];
}

/** Only the steps whose element is in the page now (the welcome points at the page itself). */
export const present = (steps: TourStep[], root: ParentNode = document): TourStep[] =>
  steps.filter((step) => step.target === 'body' || root.querySelector(step.target) !== null);
