import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../components/ErrorPages.tsx";

export const Route = createFileRoute("/404")({
  component: NotFoundPage,
});
