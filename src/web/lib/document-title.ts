import { useDocumentTitle } from "@mantine/hooks";

export const PRODUCT_NAME = "Clubhouse";

export function pageTitle(screen: string): string {
  return `${screen} · ${PRODUCT_NAME}`;
}

/** Sets document.title to "{screen} · Clubhouse" while the screen is shown. */
export function usePageTitle(screen: string): void {
  useDocumentTitle(pageTitle(screen));
}
