import { boardMembers } from '@/features/boards/members-route.server'

// Segment options stay literal here, where Next reads them (the same as ../route.ts).
export const dynamic = 'force-static'
export const revalidate = 300
export const generateStaticParams = () => []

/** `board-members/{clubId}/{boardId}` with the header `lang: ar` (rewritten here by next.config.ts). */
export const GET = boardMembers('ar')
