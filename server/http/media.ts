import type { FastifyInstance } from "fastify";
import type { Services } from "../services/index.ts";

export async function registerMedia(_app: FastifyInstance, _services: Services, _mediaDir: string) {}
