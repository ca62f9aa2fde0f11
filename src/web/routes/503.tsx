import { createFileRoute } from "@tanstack/react-router";
import { UnavailablePage } from "../components/ErrorPages.tsx";

export const Route = createFileRoute("/503")({
  component: UnavailablePage,
});
