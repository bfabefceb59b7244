import { boardMembers } from '@/features/boards/members-route.server'

// Answered from Next's route cache like a prerendered page, rendered again after any content change.
export const dynamic = 'force-static'
export const revalidate = 300
export const generateStaticParams = () => []

export const GET = boardMembers('en')
