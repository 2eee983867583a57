FROM node:20-bookworm-slim
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build:web && pnpm build:server
# MALLOC_MMAP_THRESHOLD_: see `pnpm start` in package.json and the README (memory).
# SEED_DEMO=false: a production store never gets the demo accounts, whose password is public.
ENV NODE_ENV=production PORT=3000 SEED_DEMO=false MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 3000
CMD ["node", "services/api/dist/main.mjs"]
