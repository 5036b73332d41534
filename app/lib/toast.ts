import { z } from "#app/lib/zod.ts";

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "warning", "info"]),
  message: z.string().max(300),
});
export type Toast = z.infer<typeof ToastSchema>;
