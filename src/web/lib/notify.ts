import { notifications } from "@mantine/notifications";

/** A success toast (errors go through the app's error handling instead). */
export function notify(message: string): void {
  notifications.show({
    message,
    color: "teal",
    withCloseButton: true,
  });
}
