import { data } from "react-router";
import { pickErrorTheme } from "@domain/site/themes";
import { NotFoundView } from "~/components/layout/StatusViews";
import type { Route } from "./+types/not-found";

export function loader() {
  return data({ theme: pickErrorTheme() }, { status: 404 });
}

export function meta() {
  return [
    { title: "Page not found | Tidewire for Business" },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView theme={loaderData.theme} />;
}
