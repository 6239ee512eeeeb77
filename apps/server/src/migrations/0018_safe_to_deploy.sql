-- safe to deploy: reserved, nothing yet
SELECT 1;
