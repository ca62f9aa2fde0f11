import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./src/web/public"),
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: fromRoot("./src/web/routes"),
      generatedRouteTree: fromRoot("./src/web/routeTree.gen.ts"),
      autoCodeSplitting: true,
      quoteStyle: "double",
    }),
    react(),
  ],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Read by `npm run bench` to measure the JavaScript each screen needs before it can show.
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/dev": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
});
