import { createFileRoute } from "@tanstack/react-router";
import { ForbiddenPage } from "../components/ErrorPages.tsx";

export const Route = createFileRoute("/403")({
  component: ForbiddenPage,
});
