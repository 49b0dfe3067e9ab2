import type { Response } from "express";

/** The JSON error shape every /api answer uses: { message } (422s add { errors }). */
export function sendJsonError(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}
