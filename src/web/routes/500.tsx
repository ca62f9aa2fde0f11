import { createFileRoute } from "@tanstack/react-router";
import { ServerErrorPage } from "../components/ErrorPages.tsx";

export const Route = createFileRoute("/500")({
  component: ServerErrorPage,
});
