-- The role the app connects as (issue 22, least privilege): it logs in, owns the schema of its
-- own name and so the tables its migrations create there, and nothing else: no superuser, no new
-- databases or roles, no objects in `public`. Run once by init-app-role.sh as the superuser, with
-- psql variables app_role, app_password and dbname; the tests run this very file.
CREATE ROLE :"app_role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'app_password';
REVOKE ALL ON DATABASE :"dbname" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"dbname" TO :"app_role";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
CREATE SCHEMA :"app_role" AUTHORIZATION :"app_role";
ALTER ROLE :"app_role" IN DATABASE :"dbname" SET search_path = :"app_role";
