export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      admin_audit_log: {
        Row: {
          action: string
          actor_id: string | null
          changes: Json
          created_at: string
          id: number
          target_id: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          changes?: Json
          created_at?: string
          id?: never
          target_id?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          changes?: Json
          created_at?: string
          id?: never
          target_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "admin_audit_log_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "admin_audit_log_target_id_fkey"
            columns: ["target_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      alert_runs: {
        Row: {
          failed: number
          finished_at: string | null
          frequency: Database["public"]["Enums"]["alert_frequency"]
          id: number
          period_key: string
          sent: number
          skipped: number
          started_at: string
        }
        Insert: {
          failed?: number
          finished_at?: string | null
          frequency: Database["public"]["Enums"]["alert_frequency"]
          id?: never
          period_key: string
          sent?: number
          skipped?: number
          started_at?: string
        }
        Update: {
          failed?: number
          finished_at?: string | null
          frequency?: Database["public"]["Enums"]["alert_frequency"]
          id?: never
          period_key?: string
          sent?: number
          skipped?: number
          started_at?: string
        }
        Relationships: []
      }
      alert_sent_listings: {
        Row: {
          entreprise_id: number
          saved_search_id: number | null
          sent_at: string
          user_id: string
        }
        Insert: {
          entreprise_id: number
          saved_search_id?: number | null
          sent_at?: string
          user_id: string
        }
        Update: {
          entreprise_id?: number
          saved_search_id?: number | null
          sent_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "alert_sent_listings_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: false
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_sent_listings_saved_search_id_fkey"
            columns: ["saved_search_id"]
            isOneToOne: false
            referencedRelation: "saved_searches"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_sent_listings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_article_categories: {
        Row: {
          article_id: number
          category_id: number
        }
        Insert: {
          article_id: number
          category_id: number
        }
        Update: {
          article_id?: number
          category_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "blog_article_categories_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: false
            referencedRelation: "blog_articles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_article_categories_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "blog_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_article_industries: {
        Row: {
          article_id: number
          industry_id: number
        }
        Insert: {
          article_id: number
          industry_id: number
        }
        Update: {
          article_id?: number
          industry_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "blog_article_industries_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: false
            referencedRelation: "blog_articles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_article_industries_industry_id_fkey"
            columns: ["industry_id"]
            isOneToOne: false
            referencedRelation: "entreprise_industries"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_articles: {
        Row: {
          author_id: number | null
          body_en: string | null
          body_fr: string
          cover_alt_en: string | null
          cover_alt_fr: string | null
          cover_url: string | null
          created_at: string
          excerpt_en: string | null
          excerpt_fr: string
          featured: boolean
          id: number
          import_key: string | null
          published_at: string | null
          revised_at: string | null
          seo_description_en: string | null
          seo_description_fr: string | null
          seo_title_en: string | null
          seo_title_fr: string | null
          slug_en: string | null
          slug_fr: string
          status: Database["public"]["Enums"]["article_status"]
          title_en: string | null
          title_fr: string
          updated_at: string
        }
        Insert: {
          author_id?: number | null
          body_en?: string | null
          body_fr?: string
          cover_alt_en?: string | null
          cover_alt_fr?: string | null
          cover_url?: string | null
          created_at?: string
          excerpt_en?: string | null
          excerpt_fr?: string
          featured?: boolean
          id?: never
          import_key?: string | null
          published_at?: string | null
          revised_at?: string | null
          seo_description_en?: string | null
          seo_description_fr?: string | null
          seo_title_en?: string | null
          seo_title_fr?: string | null
          slug_en?: string | null
          slug_fr: string
          status?: Database["public"]["Enums"]["article_status"]
          title_en?: string | null
          title_fr: string
          updated_at?: string
        }
        Update: {
          author_id?: number | null
          body_en?: string | null
          body_fr?: string
          cover_alt_en?: string | null
          cover_alt_fr?: string | null
          cover_url?: string | null
          created_at?: string
          excerpt_en?: string | null
          excerpt_fr?: string
          featured?: boolean
          id?: never
          import_key?: string | null
          published_at?: string | null
          revised_at?: string | null
          seo_description_en?: string | null
          seo_description_fr?: string | null
          seo_title_en?: string | null
          seo_title_fr?: string | null
          slug_en?: string | null
          slug_fr?: string
          status?: Database["public"]["Enums"]["article_status"]
          title_en?: string | null
          title_fr?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_articles_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_authors: {
        Row: {
          bio_en: string | null
          bio_fr: string | null
          created_at: string
          id: number
          name: string
          photo_alt_en: string | null
          photo_alt_fr: string | null
          photo_url: string | null
          role_en: string | null
          role_fr: string | null
          slug: string
          updated_at: string
        }
        Insert: {
          bio_en?: string | null
          bio_fr?: string | null
          created_at?: string
          id?: never
          name: string
          photo_alt_en?: string | null
          photo_alt_fr?: string | null
          photo_url?: string | null
          role_en?: string | null
          role_fr?: string | null
          slug: string
          updated_at?: string
        }
        Update: {
          bio_en?: string | null
          bio_fr?: string | null
          created_at?: string
          id?: never
          name?: string
          photo_alt_en?: string | null
          photo_alt_fr?: string | null
          photo_url?: string | null
          role_en?: string | null
          role_fr?: string | null
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      blog_categories: {
        Row: {
          id: number
          name_en: string
          name_fr: string
          position: number
          slug_en: string
          slug_fr: string
        }
        Insert: {
          id?: never
          name_en: string
          name_fr: string
          position?: number
          slug_en: string
          slug_fr: string
        }
        Update: {
          id?: never
          name_en?: string
          name_fr?: string
          position?: number
          slug_en?: string
          slug_fr?: string
        }
        Relationships: []
      }
      dealroom_access_events: {
        Row: {
          action: string
          created_at: string
          dealroom_id: number
          document_id: number | null
          document_title: string | null
          id: number
          request_id: number | null
          user_id: string
        }
        Insert: {
          action: string
          created_at?: string
          dealroom_id: number
          document_id?: number | null
          document_title?: string | null
          id?: never
          request_id?: number | null
          user_id: string
        }
        Update: {
          action?: string
          created_at?: string
          dealroom_id?: number
          document_id?: number | null
          document_title?: string | null
          id?: never
          request_id?: number | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "dealroom_access_events_dealroom_id_fkey"
            columns: ["dealroom_id"]
            isOneToOne: false
            referencedRelation: "dealrooms"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_access_events_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "dealroom_documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_access_events_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "dealroom_requests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_access_events_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      dealroom_agreement_templates: {
        Row: {
          body: string
          effective_on: string
          locale: string
          version: number
        }
        Insert: {
          body: string
          effective_on: string
          locale: string
          version: number
        }
        Update: {
          body?: string
          effective_on?: string
          locale?: string
          version?: number
        }
        Relationships: []
      }
      dealroom_buyer_profiles: {
        Row: {
          capital_available: number
          created_at: string
          experience: string
          financing: string[]
          financing_details: string | null
          timeline: Database["public"]["Enums"]["dealroom_buy_timeline"]
          updated_at: string
          user_id: string
        }
        Insert: {
          capital_available: number
          created_at?: string
          experience: string
          financing: string[]
          financing_details?: string | null
          timeline: Database["public"]["Enums"]["dealroom_buy_timeline"]
          updated_at?: string
          user_id: string
        }
        Update: {
          capital_available?: number
          created_at?: string
          experience?: string
          financing?: string[]
          financing_details?: string | null
          timeline?: Database["public"]["Enums"]["dealroom_buy_timeline"]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "dealroom_buyer_profiles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      dealroom_documents: {
        Row: {
          category: Database["public"]["Enums"]["dealroom_document_category"]
          content_type: string
          created_at: string
          dealroom_id: number
          file_name: string
          id: number
          position: number
          size_bytes: number
          storage_path: string
          title: string
          updated_at: string
          uploaded_by: string | null
        }
        Insert: {
          category: Database["public"]["Enums"]["dealroom_document_category"]
          content_type: string
          created_at?: string
          dealroom_id: number
          file_name: string
          id?: never
          position: number
          size_bytes: number
          storage_path: string
          title: string
          updated_at?: string
          uploaded_by?: string | null
        }
        Update: {
          category?: Database["public"]["Enums"]["dealroom_document_category"]
          content_type?: string
          created_at?: string
          dealroom_id?: number
          file_name?: string
          id?: never
          position?: number
          size_bytes?: number
          storage_path?: string
          title?: string
          updated_at?: string
          uploaded_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "dealroom_documents_dealroom_id_fkey"
            columns: ["dealroom_id"]
            isOneToOne: false
            referencedRelation: "dealrooms"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_documents_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      dealroom_requests: {
        Row: {
          agreement_locale: string
          agreement_sha256: string
          agreement_text: string
          agreement_version: number
          buyer_email: string | null
          buyer_id: string
          capital_available: number | null
          created_at: string
          dealroom_id: number
          decided_at: string | null
          decided_by: string | null
          decision_message: string | null
          experience: string | null
          expires_at: string | null
          extended_at: string | null
          financing: string[] | null
          financing_details: string | null
          id: number
          revoke_reason: string | null
          revoked_at: string | null
          revoked_by: string | null
          signed_at: string
          signed_name: string
          signer_ip_hash: string | null
          status: Database["public"]["Enums"]["dealroom_request_status"]
          timeline: Database["public"]["Enums"]["dealroom_buy_timeline"] | null
          updated_at: string
        }
        Insert: {
          agreement_locale: string
          agreement_sha256: string
          agreement_text: string
          agreement_version: number
          buyer_email?: string | null
          buyer_id: string
          capital_available?: number | null
          created_at?: string
          dealroom_id: number
          decided_at?: string | null
          decided_by?: string | null
          decision_message?: string | null
          experience?: string | null
          expires_at?: string | null
          extended_at?: string | null
          financing?: string[] | null
          financing_details?: string | null
          id?: never
          revoke_reason?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          signed_at?: string
          signed_name: string
          signer_ip_hash?: string | null
          status?: Database["public"]["Enums"]["dealroom_request_status"]
          timeline?: Database["public"]["Enums"]["dealroom_buy_timeline"] | null
          updated_at?: string
        }
        Update: {
          agreement_locale?: string
          agreement_sha256?: string
          agreement_text?: string
          agreement_version?: number
          buyer_email?: string | null
          buyer_id?: string
          capital_available?: number | null
          created_at?: string
          dealroom_id?: number
          decided_at?: string | null
          decided_by?: string | null
          decision_message?: string | null
          experience?: string | null
          expires_at?: string | null
          extended_at?: string | null
          financing?: string[] | null
          financing_details?: string | null
          id?: never
          revoke_reason?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          signed_at?: string
          signed_name?: string
          signer_ip_hash?: string | null
          status?: Database["public"]["Enums"]["dealroom_request_status"]
          timeline?: Database["public"]["Enums"]["dealroom_buy_timeline"] | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "dealroom_requests_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_requests_dealroom_id_fkey"
            columns: ["dealroom_id"]
            isOneToOne: false
            referencedRelation: "dealrooms"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_requests_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealroom_requests_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      dealrooms: {
        Row: {
          categories: string[]
          created_at: string
          document_count: number
          entreprise_id: number | null
          extra_clauses_en: string | null
          extra_clauses_fr: string | null
          id: number
          immobilier_id: number | null
          updated_at: string
        }
        Insert: {
          categories?: string[]
          created_at?: string
          document_count?: number
          entreprise_id?: number | null
          extra_clauses_en?: string | null
          extra_clauses_fr?: string | null
          id?: never
          immobilier_id?: number | null
          updated_at?: string
        }
        Update: {
          categories?: string[]
          created_at?: string
          document_count?: number
          entreprise_id?: number | null
          extra_clauses_en?: string | null
          extra_clauses_fr?: string | null
          id?: never
          immobilier_id?: number | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "dealrooms_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: true
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "dealrooms_immobilier_id_fkey"
            columns: ["immobilier_id"]
            isOneToOne: true
            referencedRelation: "immobilier"
            referencedColumns: ["id"]
          },
        ]
      }
      entreprise_categories: {
        Row: {
          created_at: string
          id: number
          name_en: string | null
          name_fr: string
          notion_id: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: never
          name_en?: string | null
          name_fr: string
          notion_id?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: never
          name_en?: string | null
          name_fr?: string
          notion_id?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      entreprise_category_former_slugs: {
        Row: {
          category_id: number
          renamed_at: string
          slug: string
        }
        Insert: {
          category_id: number
          renamed_at?: string
          slug: string
        }
        Update: {
          category_id?: number
          renamed_at?: string
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "entreprise_category_former_slugs_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "entreprise_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      entreprise_category_industry_map: {
        Row: {
          category_id: number
          industry_id: number
          is_primary: boolean
        }
        Insert: {
          category_id: number
          industry_id: number
          is_primary?: boolean
        }
        Update: {
          category_id?: number
          industry_id?: number
          is_primary?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "entreprise_category_industry_map_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "entreprise_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entreprise_category_industry_map_industry_id_fkey"
            columns: ["industry_id"]
            isOneToOne: false
            referencedRelation: "entreprise_industries"
            referencedColumns: ["id"]
          },
        ]
      }
      entreprise_closed_deals: {
        Row: {
          bank_loan: number
          cash_at_closing: number
          closed_on: string
          created_at: string
          earn_out: number
          entreprise_id: number
          final_price: number
          owner_id: string
          purchase_type: string
          updated_at: string
          vendor_take_back: number
        }
        Insert: {
          bank_loan?: number
          cash_at_closing?: number
          closed_on: string
          created_at?: string
          earn_out?: number
          entreprise_id: number
          final_price: number
          owner_id?: string
          purchase_type: string
          updated_at?: string
          vendor_take_back?: number
        }
        Update: {
          bank_loan?: number
          cash_at_closing?: number
          closed_on?: string
          created_at?: string
          earn_out?: number
          entreprise_id?: number
          final_price?: number
          owner_id?: string
          purchase_type?: string
          updated_at?: string
          vendor_take_back?: number
        }
        Relationships: [
          {
            foreignKeyName: "entreprise_closed_deals_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: true
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
        ]
      }
      entreprise_industries: {
        Row: {
          id: number
          name_en: string | null
          name_fr: string
          notion_id: string | null
        }
        Insert: {
          id?: never
          name_en?: string | null
          name_fr: string
          notion_id?: string | null
        }
        Update: {
          id?: never
          name_en?: string | null
          name_fr?: string
          notion_id?: string | null
        }
        Relationships: []
      }
      entreprise_industry_former_slugs: {
        Row: {
          industry_id: number
          renamed_at: string
          slug: string
        }
        Insert: {
          industry_id: number
          renamed_at?: string
          slug: string
        }
        Update: {
          industry_id?: number
          renamed_at?: string
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "entreprise_industry_former_slugs_industry_id_fkey"
            columns: ["industry_id"]
            isOneToOne: false
            referencedRelation: "entreprise_industries"
            referencedColumns: ["id"]
          },
        ]
      }
      entreprise_search: {
        Row: {
          asking_price: number | null
          category_id: number
          completeness: number
          gross_revenue: number | null
          id: number
          province_id: number
          published_at: string | null
          real_estate: Database["public"]["Enums"]["real_estate_option"] | null
          region_id: number | null
          region_key: number
          search_document: unknown
          seller_financing: boolean
          status: Database["public"]["Enums"]["listing_status"]
        }
        Insert: {
          asking_price?: number | null
          category_id: number
          completeness?: number
          gross_revenue?: number | null
          id: number
          province_id: number
          published_at?: string | null
          real_estate?: Database["public"]["Enums"]["real_estate_option"] | null
          region_id?: number | null
          region_key: number
          search_document: unknown
          seller_financing: boolean
          status: Database["public"]["Enums"]["listing_status"]
        }
        Update: {
          asking_price?: number | null
          category_id?: number
          completeness?: number
          gross_revenue?: number | null
          id?: number
          province_id?: number
          published_at?: string | null
          real_estate?: Database["public"]["Enums"]["real_estate_option"] | null
          region_id?: number | null
          region_key?: number
          search_document?: unknown
          seller_financing?: boolean
          status?: Database["public"]["Enums"]["listing_status"]
        }
        Relationships: []
      }
      entreprises: {
        Row: {
          asking_price: number | null
          business_name: string | null
          cash_flow: number | null
          category_id: number
          city: string | null
          completeness: number
          confidential: boolean
          created_at: string
          description_en: string | null
          description_fr: string
          ebitda: number | null
          employees: number | null
          equipment_value: number | null
          expires_at: string | null
          featured: boolean
          franchise_resale: boolean
          gross_revenue: number | null
          highlighted: boolean
          home_based: boolean
          id: number
          images: Json
          import_ref: string | null
          inventory_value: number | null
          last_confirmed_at: string
          listed_by: Database["public"]["Enums"]["listing_lister"]
          owner_id: string
          postal_code: string | null
          price_on_request: boolean
          province_id: number
          public_business_name: string | null
          public_city: string | null
          published_at: string | null
          real_estate: Database["public"]["Enums"]["real_estate_option"] | null
          reason_for_selling_en: string | null
          reason_for_selling_fr: string | null
          region_id: number | null
          rejection_reason: string | null
          relocatable: boolean
          rent_monthly: number | null
          reviewed_at: string | null
          reviewed_by: string | null
          sale_structure: Database["public"]["Enums"]["sale_structure"] | null
          search_document: unknown
          seller_financing: boolean
          seller_id: string | null
          slug: string
          stale_since: string | null
          status: Database["public"]["Enums"]["listing_status"]
          street_address: string | null
          submitted_at: string | null
          support_training_en: string | null
          support_training_fr: string | null
          title_en: string | null
          title_fr: string
          updated_at: string
          view_count: number
          year_established: number | null
        }
        Insert: {
          asking_price?: number | null
          business_name?: string | null
          cash_flow?: number | null
          category_id: number
          city?: string | null
          completeness?: number
          confidential?: boolean
          created_at?: string
          description_en?: string | null
          description_fr?: string
          ebitda?: number | null
          employees?: number | null
          equipment_value?: number | null
          expires_at?: string | null
          featured?: boolean
          franchise_resale?: boolean
          gross_revenue?: number | null
          highlighted?: boolean
          home_based?: boolean
          id?: never
          images?: Json
          import_ref?: string | null
          inventory_value?: number | null
          last_confirmed_at?: string
          listed_by?: Database["public"]["Enums"]["listing_lister"]
          owner_id: string
          postal_code?: string | null
          price_on_request?: boolean
          province_id?: number
          public_business_name?: string | null
          public_city?: string | null
          published_at?: string | null
          real_estate?: Database["public"]["Enums"]["real_estate_option"] | null
          reason_for_selling_en?: string | null
          reason_for_selling_fr?: string | null
          region_id?: number | null
          rejection_reason?: string | null
          relocatable?: boolean
          rent_monthly?: number | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          sale_structure?: Database["public"]["Enums"]["sale_structure"] | null
          search_document?: unknown
          seller_financing?: boolean
          seller_id?: string | null
          slug: string
          stale_since?: string | null
          status?: Database["public"]["Enums"]["listing_status"]
          street_address?: string | null
          submitted_at?: string | null
          support_training_en?: string | null
          support_training_fr?: string | null
          title_en?: string | null
          title_fr: string
          updated_at?: string
          view_count?: number
          year_established?: number | null
        }
        Update: {
          asking_price?: number | null
          business_name?: string | null
          cash_flow?: number | null
          category_id?: number
          city?: string | null
          completeness?: number
          confidential?: boolean
          created_at?: string
          description_en?: string | null
          description_fr?: string
          ebitda?: number | null
          employees?: number | null
          equipment_value?: number | null
          expires_at?: string | null
          featured?: boolean
          franchise_resale?: boolean
          gross_revenue?: number | null
          highlighted?: boolean
          home_based?: boolean
          id?: never
          images?: Json
          import_ref?: string | null
          inventory_value?: number | null
          last_confirmed_at?: string
          listed_by?: Database["public"]["Enums"]["listing_lister"]
          owner_id?: string
          postal_code?: string | null
          price_on_request?: boolean
          province_id?: number
          public_business_name?: string | null
          public_city?: string | null
          published_at?: string | null
          real_estate?: Database["public"]["Enums"]["real_estate_option"] | null
          reason_for_selling_en?: string | null
          reason_for_selling_fr?: string | null
          region_id?: number | null
          rejection_reason?: string | null
          relocatable?: boolean
          rent_monthly?: number | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          sale_structure?: Database["public"]["Enums"]["sale_structure"] | null
          search_document?: unknown
          seller_financing?: boolean
          seller_id?: string | null
          slug?: string
          stale_since?: string | null
          status?: Database["public"]["Enums"]["listing_status"]
          street_address?: string | null
          submitted_at?: string | null
          support_training_en?: string | null
          support_training_fr?: string | null
          title_en?: string | null
          title_fr?: string
          updated_at?: string
          view_count?: number
          year_established?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "entreprises_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "entreprise_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entreprises_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entreprises_province_id_fkey"
            columns: ["province_id"]
            isOneToOne: false
            referencedRelation: "provinces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "entreprises_region_id_province_id_fkey"
            columns: ["region_id", "province_id"]
            isOneToOne: false
            referencedRelation: "regions"
            referencedColumns: ["id", "province_id"]
          },
          {
            foreignKeyName: "entreprises_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      evaluations: {
        Row: {
          category_id: number | null
          conclusion: number | null
          conclusion_high: number | null
          conclusion_low: number | null
          created_at: string
          id: string
          inputs: Json
          methods: Json
          notes: string
          owner_id: string
          region_id: number | null
          share_enabled: boolean
          share_token: string
          share_token_version: number
          title: string
          updated_at: string
          years: Json
        }
        Insert: {
          category_id?: number | null
          conclusion?: number | null
          conclusion_high?: number | null
          conclusion_low?: number | null
          created_at?: string
          id?: string
          inputs?: Json
          methods?: Json
          notes?: string
          owner_id: string
          region_id?: number | null
          share_enabled?: boolean
          share_token?: string
          share_token_version?: number
          title: string
          updated_at?: string
          years?: Json
        }
        Update: {
          category_id?: number | null
          conclusion?: number | null
          conclusion_high?: number | null
          conclusion_low?: number | null
          created_at?: string
          id?: string
          inputs?: Json
          methods?: Json
          notes?: string
          owner_id?: string
          region_id?: number | null
          share_enabled?: boolean
          share_token?: string
          share_token_version?: number
          title?: string
          updated_at?: string
          years?: Json
        }
        Relationships: [
          {
            foreignKeyName: "evaluations_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "entreprise_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "evaluations_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "evaluations_region_id_fkey"
            columns: ["region_id"]
            isOneToOne: false
            referencedRelation: "regions"
            referencedColumns: ["id"]
          },
        ]
      }
      experts: {
        Row: {
          bio_en: string | null
          bio_fr: string | null
          city: string | null
          company: string | null
          created_at: string
          email: string | null
          featured: boolean
          id: number
          languages: string[]
          licence_body: Database["public"]["Enums"]["licence_body"] | null
          licence_number: string | null
          name: string
          owner_id: string
          phone: string | null
          photo_url: string | null
          profession: Database["public"]["Enums"]["expert_profession"]
          professions: Database["public"]["Enums"]["expert_profession"][]
          published_at: string | null
          region_ids: number[]
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          search_text: string
          slug: string
          status: Database["public"]["Enums"]["publication_status"]
          submitted_at: string | null
          updated_at: string
          website: string | null
        }
        Insert: {
          bio_en?: string | null
          bio_fr?: string | null
          city?: string | null
          company?: string | null
          created_at?: string
          email?: string | null
          featured?: boolean
          id?: never
          languages?: string[]
          licence_body?: Database["public"]["Enums"]["licence_body"] | null
          licence_number?: string | null
          name: string
          owner_id: string
          phone?: string | null
          photo_url?: string | null
          profession: Database["public"]["Enums"]["expert_profession"]
          professions?: Database["public"]["Enums"]["expert_profession"][]
          published_at?: string | null
          region_ids?: number[]
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          search_text?: string
          slug: string
          status?: Database["public"]["Enums"]["publication_status"]
          submitted_at?: string | null
          updated_at?: string
          website?: string | null
        }
        Update: {
          bio_en?: string | null
          bio_fr?: string | null
          city?: string | null
          company?: string | null
          created_at?: string
          email?: string | null
          featured?: boolean
          id?: never
          languages?: string[]
          licence_body?: Database["public"]["Enums"]["licence_body"] | null
          licence_number?: string | null
          name?: string
          owner_id?: string
          phone?: string | null
          photo_url?: string | null
          profession?: Database["public"]["Enums"]["expert_profession"]
          professions?: Database["public"]["Enums"]["expert_profession"][]
          published_at?: string | null
          region_ids?: number[]
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          search_text?: string
          slug?: string
          status?: Database["public"]["Enums"]["publication_status"]
          submitted_at?: string | null
          updated_at?: string
          website?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "experts_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "experts_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      financing_partners: {
        Row: {
          active: boolean
          conditions_en: string | null
          conditions_fr: string
          created_at: string
          id: number
          kind: Database["public"]["Enums"]["financing_partner_kind"]
          logo_path: string | null
          max_amount: number | null
          min_amount: number | null
          name_en: string | null
          name_fr: string
          sort_order: number
          updated_at: string
          url: string | null
        }
        Insert: {
          active?: boolean
          conditions_en?: string | null
          conditions_fr?: string
          created_at?: string
          id?: never
          kind: Database["public"]["Enums"]["financing_partner_kind"]
          logo_path?: string | null
          max_amount?: number | null
          min_amount?: number | null
          name_en?: string | null
          name_fr: string
          sort_order?: number
          updated_at?: string
          url?: string | null
        }
        Update: {
          active?: boolean
          conditions_en?: string | null
          conditions_fr?: string
          created_at?: string
          id?: never
          kind?: Database["public"]["Enums"]["financing_partner_kind"]
          logo_path?: string | null
          max_amount?: number | null
          min_amount?: number | null
          name_en?: string | null
          name_fr?: string
          sort_order?: number
          updated_at?: string
          url?: string | null
        }
        Relationships: []
      }
      financing_prequalifications: {
        Row: {
          amount: number
          buyer_id: string
          created_at: string
          expert_id: number | null
          expires_at: string
          expires_on: string
          id: number
          lender_company: string | null
          lender_name: string
          qualified_on: string
          recorded_by: string | null
          request_id: string
          updated_at: string
        }
        Insert: {
          amount: number
          buyer_id?: string
          created_at?: string
          expert_id?: number | null
          expires_at?: string
          expires_on: string
          id?: never
          lender_company?: string | null
          lender_name?: string
          qualified_on: string
          recorded_by?: string | null
          request_id: string
          updated_at?: string
        }
        Update: {
          amount?: number
          buyer_id?: string
          created_at?: string
          expert_id?: number | null
          expires_at?: string
          expires_on?: string
          id?: never
          lender_company?: string | null
          lender_name?: string
          qualified_on?: string
          recorded_by?: string | null
          request_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "financing_prequalifications_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_prequalifications_expert_id_fkey"
            columns: ["expert_id"]
            isOneToOne: false
            referencedRelation: "experts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_prequalifications_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_prequalifications_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "financing_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      financing_programs: {
        Row: {
          checked_on: string
          conditions_en: string
          conditions_fr: string
          created_at: string
          id: number
          max_age: number | null
          max_amount: number | null
          min_age: number | null
          min_amount: number | null
          name_en: string
          name_fr: string
          provider_en: string
          provider_fr: string
          published: boolean
          purchase_types: string[]
          region_ids: number[]
          sort_order: number
          source_url: string
          updated_at: string
        }
        Insert: {
          checked_on: string
          conditions_en: string
          conditions_fr: string
          created_at?: string
          id?: never
          max_age?: number | null
          max_amount?: number | null
          min_age?: number | null
          min_amount?: number | null
          name_en: string
          name_fr: string
          provider_en: string
          provider_fr: string
          published?: boolean
          purchase_types?: string[]
          region_ids?: number[]
          sort_order?: number
          source_url: string
          updated_at?: string
        }
        Update: {
          checked_on?: string
          conditions_en?: string
          conditions_fr?: string
          created_at?: string
          id?: never
          max_age?: number | null
          max_amount?: number | null
          min_age?: number | null
          min_amount?: number | null
          name_en?: string
          name_fr?: string
          provider_en?: string
          provider_fr?: string
          published?: boolean
          purchase_types?: string[]
          region_ids?: number[]
          sort_order?: number
          source_url?: string
          updated_at?: string
        }
        Relationships: []
      }
      financing_request_events: {
        Row: {
          actor_id: string | null
          created_at: string
          from_status:
            | Database["public"]["Enums"]["financing_request_status"]
            | null
          id: number
          lender_ids: number[]
          notes_changed: boolean
          request_id: string
          to_status: Database["public"]["Enums"]["financing_request_status"]
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          from_status?:
            | Database["public"]["Enums"]["financing_request_status"]
            | null
          id?: never
          lender_ids?: number[]
          notes_changed?: boolean
          request_id: string
          to_status: Database["public"]["Enums"]["financing_request_status"]
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          from_status?:
            | Database["public"]["Enums"]["financing_request_status"]
            | null
          id?: never
          lender_ids?: number[]
          notes_changed?: boolean
          request_id?: string
          to_status?: Database["public"]["Enums"]["financing_request_status"]
        }
        Relationships: [
          {
            foreignKeyName: "financing_request_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_request_events_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "financing_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      financing_request_lenders: {
        Row: {
          buyer_id: string
          created_at: string
          expert_id: number
          request_id: string
        }
        Insert: {
          buyer_id: string
          created_at?: string
          expert_id: number
          request_id: string
        }
        Update: {
          buyer_id?: string
          created_at?: string
          expert_id?: number
          request_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "financing_request_lenders_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_request_lenders_expert_id_fkey"
            columns: ["expert_id"]
            isOneToOne: false
            referencedRelation: "experts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_request_lenders_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "financing_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      financing_requests: {
        Row: {
          admin_notes: string
          amount_requested: number
          consent_at: string | null
          consent_lenders: boolean
          created_at: string
          deal_description: string
          down_payment: number
          down_payment_source: string
          email: string
          entreprise_id: number | null
          experience: string
          id: string
          lender_ids: number[]
          locale: string
          name: string
          phone: string | null
          price: number
          programs: string[]
          province_id: number | null
          purchase_type: string
          purpose: string
          seller_financing: number | null
          status: Database["public"]["Enums"]["financing_request_status"]
          target_date: string | null
          updated_at: string
          user_id: string | null
          working_capital: number | null
        }
        Insert: {
          admin_notes?: string
          amount_requested: number
          consent_at?: string | null
          consent_lenders?: boolean
          created_at?: string
          deal_description?: string
          down_payment: number
          down_payment_source?: string
          email: string
          entreprise_id?: number | null
          experience?: string
          id?: string
          lender_ids?: number[]
          locale?: string
          name: string
          phone?: string | null
          price: number
          programs?: string[]
          province_id?: number | null
          purchase_type: string
          purpose?: string
          seller_financing?: number | null
          status?: Database["public"]["Enums"]["financing_request_status"]
          target_date?: string | null
          updated_at?: string
          user_id?: string | null
          working_capital?: number | null
        }
        Update: {
          admin_notes?: string
          amount_requested?: number
          consent_at?: string | null
          consent_lenders?: boolean
          created_at?: string
          deal_description?: string
          down_payment?: number
          down_payment_source?: string
          email?: string
          entreprise_id?: number | null
          experience?: string
          id?: string
          lender_ids?: number[]
          locale?: string
          name?: string
          phone?: string | null
          price?: number
          programs?: string[]
          province_id?: number | null
          purchase_type?: string
          purpose?: string
          seller_financing?: number | null
          status?: Database["public"]["Enums"]["financing_request_status"]
          target_date?: string | null
          updated_at?: string
          user_id?: string | null
          working_capital?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "financing_requests_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: false
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_requests_province_id_fkey"
            columns: ["province_id"]
            isOneToOne: false
            referencedRelation: "provinces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "financing_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      form_submissions: {
        Row: {
          created_at: string
          email: string
          form: string
          handled_at: string | null
          id: string
          locale: string
          mail_error: string | null
          mail_status: string
          message: string
          name: string
          phone: string | null
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          form: string
          handled_at?: string | null
          id?: string
          locale: string
          mail_error?: string | null
          mail_status?: string
          message: string
          name: string
          phone?: string | null
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          form?: string
          handled_at?: string | null
          id?: string
          locale?: string
          mail_error?: string | null
          mail_status?: string
          message?: string
          name?: string
          phone?: string | null
          subject?: string
        }
        Relationships: []
      }
      franchise_categories: {
        Row: {
          created_at: string
          id: number
          name_en: string | null
          name_fr: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: never
          name_en?: string | null
          name_fr: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: never
          name_en?: string | null
          name_fr?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      franchises: {
        Row: {
          advertising_fee_percent: number | null
          category_id: number
          created_at: string
          description_en: string | null
          description_fr: string
          featured: boolean
          franchise_fee: number | null
          headquarters_city: string | null
          id: number
          investment_max: number | null
          investment_min: number | null
          logo_url: string | null
          name: string
          owner_id: string
          published_at: string | null
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          royalty_percent: number | null
          search_document: unknown
          slug: string
          status: Database["public"]["Enums"]["publication_status"]
          submitted_at: string | null
          training_support_en: string | null
          training_support_fr: string | null
          units_count: number | null
          updated_at: string
          website: string | null
          year_founded: number | null
        }
        Insert: {
          advertising_fee_percent?: number | null
          category_id: number
          created_at?: string
          description_en?: string | null
          description_fr?: string
          featured?: boolean
          franchise_fee?: number | null
          headquarters_city?: string | null
          id?: never
          investment_max?: number | null
          investment_min?: number | null
          logo_url?: string | null
          name: string
          owner_id: string
          published_at?: string | null
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          royalty_percent?: number | null
          search_document?: unknown
          slug: string
          status?: Database["public"]["Enums"]["publication_status"]
          submitted_at?: string | null
          training_support_en?: string | null
          training_support_fr?: string | null
          units_count?: number | null
          updated_at?: string
          website?: string | null
          year_founded?: number | null
        }
        Update: {
          advertising_fee_percent?: number | null
          category_id?: number
          created_at?: string
          description_en?: string | null
          description_fr?: string
          featured?: boolean
          franchise_fee?: number | null
          headquarters_city?: string | null
          id?: never
          investment_max?: number | null
          investment_min?: number | null
          logo_url?: string | null
          name?: string
          owner_id?: string
          published_at?: string | null
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          royalty_percent?: number | null
          search_document?: unknown
          slug?: string
          status?: Database["public"]["Enums"]["publication_status"]
          submitted_at?: string | null
          training_support_en?: string | null
          training_support_fr?: string | null
          units_count?: number | null
          updated_at?: string
          website?: string | null
          year_founded?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "franchises_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "franchise_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "franchises_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "franchises_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      immobilier: {
        Row: {
          address: string | null
          area_sqft: number | null
          city: string | null
          completeness: number
          created_at: string
          description_en: string | null
          description_fr: string
          expires_at: string | null
          featured: boolean
          highlighted: boolean
          id: number
          images: Json
          import_ref: string | null
          last_confirmed_at: string
          lease_rate: number | null
          lease_rate_unit: Database["public"]["Enums"]["lease_rate_unit"] | null
          listed_by: Database["public"]["Enums"]["listing_lister"]
          lot_area_sqft: number | null
          owner_id: string
          postal_code: string | null
          price: number | null
          price_on_request: boolean
          property_type: Database["public"]["Enums"]["property_type"]
          province_id: number
          published_at: string | null
          region_id: number | null
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          search_document: unknown
          slug: string
          stale_since: string | null
          status: Database["public"]["Enums"]["listing_status"]
          submitted_at: string | null
          title_en: string | null
          title_fr: string
          transaction_type: Database["public"]["Enums"]["property_transaction"]
          updated_at: string
          view_count: number
          year_built: number | null
          zoning: string | null
        }
        Insert: {
          address?: string | null
          area_sqft?: number | null
          city?: string | null
          completeness?: number
          created_at?: string
          description_en?: string | null
          description_fr?: string
          expires_at?: string | null
          featured?: boolean
          highlighted?: boolean
          id?: never
          images?: Json
          import_ref?: string | null
          last_confirmed_at?: string
          lease_rate?: number | null
          lease_rate_unit?:
            | Database["public"]["Enums"]["lease_rate_unit"]
            | null
          listed_by?: Database["public"]["Enums"]["listing_lister"]
          lot_area_sqft?: number | null
          owner_id: string
          postal_code?: string | null
          price?: number | null
          price_on_request?: boolean
          property_type: Database["public"]["Enums"]["property_type"]
          province_id?: number
          published_at?: string | null
          region_id?: number | null
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          search_document?: unknown
          slug: string
          stale_since?: string | null
          status?: Database["public"]["Enums"]["listing_status"]
          submitted_at?: string | null
          title_en?: string | null
          title_fr: string
          transaction_type?: Database["public"]["Enums"]["property_transaction"]
          updated_at?: string
          view_count?: number
          year_built?: number | null
          zoning?: string | null
        }
        Update: {
          address?: string | null
          area_sqft?: number | null
          city?: string | null
          completeness?: number
          created_at?: string
          description_en?: string | null
          description_fr?: string
          expires_at?: string | null
          featured?: boolean
          highlighted?: boolean
          id?: never
          images?: Json
          import_ref?: string | null
          last_confirmed_at?: string
          lease_rate?: number | null
          lease_rate_unit?:
            | Database["public"]["Enums"]["lease_rate_unit"]
            | null
          listed_by?: Database["public"]["Enums"]["listing_lister"]
          lot_area_sqft?: number | null
          owner_id?: string
          postal_code?: string | null
          price?: number | null
          price_on_request?: boolean
          property_type?: Database["public"]["Enums"]["property_type"]
          province_id?: number
          published_at?: string | null
          region_id?: number | null
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          search_document?: unknown
          slug?: string
          stale_since?: string | null
          status?: Database["public"]["Enums"]["listing_status"]
          submitted_at?: string | null
          title_en?: string | null
          title_fr?: string
          transaction_type?: Database["public"]["Enums"]["property_transaction"]
          updated_at?: string
          view_count?: number
          year_built?: number | null
          zoning?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "immobilier_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "immobilier_province_id_fkey"
            columns: ["province_id"]
            isOneToOne: false
            referencedRelation: "provinces"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "immobilier_region_id_province_id_fkey"
            columns: ["region_id", "province_id"]
            isOneToOne: false
            referencedRelation: "regions"
            referencedColumns: ["id", "province_id"]
          },
          {
            foreignKeyName: "immobilier_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      invitations: {
        Row: {
          created_at: string
          email: string
          expires_at: string
          first_name: string | null
          id: number
          industry_ids: number[]
          invited_by: string | null
          is_admin: boolean
          last_name: string | null
          locale: string
          phone: string | null
          send_count: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          email: string
          expires_at?: string
          first_name?: string | null
          id?: never
          industry_ids?: number[]
          invited_by?: string | null
          is_admin?: boolean
          last_name?: string | null
          locale?: string
          phone?: string | null
          send_count?: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string
          expires_at?: string
          first_name?: string | null
          id?: never
          industry_ids?: number[]
          invited_by?: string | null
          is_admin?: boolean
          last_name?: string | null
          locale?: string
          phone?: string | null
          send_count?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_inquiries: {
        Row: {
          archived_at: string | null
          created_at: string
          email: string
          entreprise_id: number | null
          id: number
          immobilier_id: number | null
          locale: string
          message: string
          name: string
          phone: string | null
          read_at: string | null
        }
        Insert: {
          archived_at?: string | null
          created_at?: string
          email: string
          entreprise_id?: number | null
          id?: never
          immobilier_id?: number | null
          locale?: string
          message: string
          name: string
          phone?: string | null
          read_at?: string | null
        }
        Update: {
          archived_at?: string | null
          created_at?: string
          email?: string
          entreprise_id?: number | null
          id?: never
          immobilier_id?: number | null
          locale?: string
          message?: string
          name?: string
          phone?: string | null
          read_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "listing_inquiries_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: false
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_inquiries_immobilier_id_fkey"
            columns: ["immobilier_id"]
            isOneToOne: false
            referencedRelation: "immobilier"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_revisions: {
        Row: {
          changes: Json
          created_at: string
          item_id: number
          item_kind: string
          owner_id: string
          updated_at: string
        }
        Insert: {
          changes: Json
          created_at?: string
          item_id: number
          item_kind: string
          owner_id: string
          updated_at?: string
        }
        Update: {
          changes?: Json
          created_at?: string
          item_id?: number
          item_kind?: string
          owner_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_revisions_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_view_days: {
        Row: {
          day: string
          entreprise_id: number | null
          immobilier_id: number | null
          views: number
        }
        Insert: {
          day?: string
          entreprise_id?: number | null
          immobilier_id?: number | null
          views?: number
        }
        Update: {
          day?: string
          entreprise_id?: number | null
          immobilier_id?: number | null
          views?: number
        }
        Relationships: [
          {
            foreignKeyName: "listing_view_days_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: false
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_view_days_immobilier_id_fkey"
            columns: ["immobilier_id"]
            isOneToOne: false
            referencedRelation: "immobilier"
            referencedColumns: ["id"]
          },
        ]
      }
      moderation_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_is_admin: boolean
          created_at: string
          from_status: string | null
          id: number
          item_id: number
          item_kind: string
          owner_id: string | null
          reason: string | null
          to_status: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_is_admin?: boolean
          created_at?: string
          from_status?: string | null
          id?: never
          item_id: number
          item_kind: string
          owner_id?: string | null
          reason?: string | null
          to_status?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_is_admin?: boolean
          created_at?: string
          from_status?: string | null
          id?: never
          item_id?: number
          item_kind?: string
          owner_id?: string | null
          reason?: string | null
          to_status?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "moderation_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "moderation_events_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_subscribers: {
        Row: {
          consent_text: string
          consented_at: string
          created_at: string
          email: string
          id: string
          locale: string
          mailing_synced_at: string | null
          source: string
          unsubscribed_at: string | null
        }
        Insert: {
          consent_text: string
          consented_at?: string
          created_at?: string
          email: string
          id?: string
          locale: string
          mailing_synced_at?: string | null
          source: string
          unsubscribed_at?: string | null
        }
        Update: {
          consent_text?: string
          consented_at?: string
          created_at?: string
          email?: string
          id?: string
          locale?: string
          mailing_synced_at?: string | null
          source?: string
          unsubscribed_at?: string | null
        }
        Relationships: []
      }
      offer_versions: {
        Row: {
          author_id: string | null
          author_party: Database["public"]["Enums"]["offer_party"]
          bank_loan_cents: number
          bank_rate: number | null
          bank_term_years: number | null
          closing_date: string
          created_at: string
          down_payment_cents: number
          due_diligence_days: number | null
          earnout_cents: number
          earnout_conditions: string | null
          financing_condition: boolean
          id: number
          inventory: Database["public"]["Enums"]["offer_inventory"]
          inventory_estimate_cents: number | null
          lapse_date: string
          lease_assignment: boolean
          message: string | null
          non_compete_years: number | null
          offer_id: number
          other_conditions: string | null
          price_cents: number
          purchase: Database["public"]["Enums"]["offer_purchase"]
          transition_weeks: number | null
          vendor_delay_months: number | null
          vendor_loan_cents: number
          vendor_rate: number | null
          vendor_term_years: number | null
          version: number
        }
        Insert: {
          author_id?: string | null
          author_party: Database["public"]["Enums"]["offer_party"]
          bank_loan_cents?: number
          bank_rate?: number | null
          bank_term_years?: number | null
          closing_date: string
          created_at?: string
          down_payment_cents?: number
          due_diligence_days?: number | null
          earnout_cents?: number
          earnout_conditions?: string | null
          financing_condition?: boolean
          id?: never
          inventory: Database["public"]["Enums"]["offer_inventory"]
          inventory_estimate_cents?: number | null
          lapse_date: string
          lease_assignment?: boolean
          message?: string | null
          non_compete_years?: number | null
          offer_id: number
          other_conditions?: string | null
          price_cents: number
          purchase: Database["public"]["Enums"]["offer_purchase"]
          transition_weeks?: number | null
          vendor_delay_months?: number | null
          vendor_loan_cents?: number
          vendor_rate?: number | null
          vendor_term_years?: number | null
          version: number
        }
        Update: {
          author_id?: string | null
          author_party?: Database["public"]["Enums"]["offer_party"]
          bank_loan_cents?: number
          bank_rate?: number | null
          bank_term_years?: number | null
          closing_date?: string
          created_at?: string
          down_payment_cents?: number
          due_diligence_days?: number | null
          earnout_cents?: number
          earnout_conditions?: string | null
          financing_condition?: boolean
          id?: never
          inventory?: Database["public"]["Enums"]["offer_inventory"]
          inventory_estimate_cents?: number | null
          lapse_date?: string
          lease_assignment?: boolean
          message?: string | null
          non_compete_years?: number | null
          offer_id?: number
          other_conditions?: string | null
          price_cents?: number
          purchase?: Database["public"]["Enums"]["offer_purchase"]
          transition_weeks?: number | null
          vendor_delay_months?: number | null
          vendor_loan_cents?: number
          vendor_rate?: number | null
          vendor_term_years?: number | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "offer_versions_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "offer_versions_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "offers"
            referencedColumns: ["id"]
          },
        ]
      }
      offers: {
        Row: {
          awaiting: Database["public"]["Enums"]["offer_party"] | null
          buyer_id: string
          closed_reason: string | null
          created_at: string
          current_version: number
          dealroom_id: number
          decided_at: string | null
          decided_by: string | null
          decision_message: string | null
          entreprise_id: number
          id: number
          lapse_date: string | null
          request_id: number
          status: Database["public"]["Enums"]["offer_status"]
          updated_at: string
        }
        Insert: {
          awaiting?: Database["public"]["Enums"]["offer_party"] | null
          buyer_id?: string
          closed_reason?: string | null
          created_at?: string
          current_version?: number
          dealroom_id: number
          decided_at?: string | null
          decided_by?: string | null
          decision_message?: string | null
          entreprise_id: number
          id?: never
          lapse_date?: string | null
          request_id: number
          status?: Database["public"]["Enums"]["offer_status"]
          updated_at?: string
        }
        Update: {
          awaiting?: Database["public"]["Enums"]["offer_party"] | null
          buyer_id?: string
          closed_reason?: string | null
          created_at?: string
          current_version?: number
          dealroom_id?: number
          decided_at?: string | null
          decided_by?: string | null
          decision_message?: string | null
          entreprise_id?: number
          id?: never
          lapse_date?: string | null
          request_id?: number
          status?: Database["public"]["Enums"]["offer_status"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "offers_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "offers_dealroom_id_fkey"
            columns: ["dealroom_id"]
            isOneToOne: false
            referencedRelation: "dealrooms"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "offers_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "offers_entreprise_id_fkey"
            columns: ["entreprise_id"]
            isOneToOne: false
            referencedRelation: "entreprises"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "offers_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "dealroom_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      outbound_emails: {
        Row: {
          attachments: Json | null
          attempts: number
          body_html: string | null
          body_text: string
          created_at: string
          dedupe_key: string | null
          headers: Json | null
          id: number
          kind: string
          last_error: string | null
          locale: string
          recipient_id: string | null
          sent_at: string | null
          status: string
          subject: string
          subject_ref: string | null
          to_email: string
        }
        Insert: {
          attachments?: Json | null
          attempts?: number
          body_html?: string | null
          body_text: string
          created_at?: string
          dedupe_key?: string | null
          headers?: Json | null
          id?: never
          kind: string
          last_error?: string | null
          locale?: string
          recipient_id?: string | null
          sent_at?: string | null
          status?: string
          subject: string
          subject_ref?: string | null
          to_email: string
        }
        Update: {
          attachments?: Json | null
          attempts?: number
          body_html?: string | null
          body_text?: string
          created_at?: string
          dedupe_key?: string | null
          headers?: Json | null
          id?: never
          kind?: string
          last_error?: string | null
          locale?: string
          recipient_id?: string | null
          sent_at?: string | null
          status?: string
          subject?: string
          subject_ref?: string | null
          to_email?: string
        }
        Relationships: [
          {
            foreignKeyName: "outbound_emails_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      page_views: {
        Row: {
          created_at: string
          id: number
          locale: string
          path: string
          route: string
        }
        Insert: {
          created_at?: string
          id?: never
          locale: string
          path: string
          route: string
        }
        Update: {
          created_at?: string
          id?: never
          locale?: string
          path?: string
          route?: string
        }
        Relationships: []
      }
      plan_changes: {
        Row: {
          changed_at: string
          changed_by: string | null
          id: number
          plan: Database["public"]["Enums"]["plan_id"]
          previous_plan: Database["public"]["Enums"]["plan_id"]
          user_id: string
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          id?: never
          plan: Database["public"]["Enums"]["plan_id"]
          previous_plan: Database["public"]["Enums"]["plan_id"]
          user_id: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          id?: never
          plan?: Database["public"]["Enums"]["plan_id"]
          previous_plan?: Database["public"]["Enums"]["plan_id"]
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "plan_changes_changed_by_fkey"
            columns: ["changed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "plan_changes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      plans: {
        Row: {
          active_listings: number | null
          confidential_listing: boolean
          highlighted: boolean
          home_featured: boolean
          id: Database["public"]["Enums"]["plan_id"]
          listing_days: number | null
          position: number
        }
        Insert: {
          active_listings?: number | null
          confidential_listing: boolean
          highlighted: boolean
          home_featured: boolean
          id: Database["public"]["Enums"]["plan_id"]
          listing_days?: number | null
          position: number
        }
        Update: {
          active_listings?: number | null
          confidential_listing?: boolean
          highlighted?: boolean
          home_featured?: boolean
          id?: Database["public"]["Enums"]["plan_id"]
          listing_days?: number | null
          position?: number
        }
        Relationships: []
      }
      profiles: {
        Row: {
          address_line1: string | null
          address_line2: string | null
          avatar_url: string | null
          city: string | null
          country: string | null
          created_at: string
          email: string | null
          first_name: string | null
          id: string
          is_admin: boolean
          last_name: string | null
          mobile_phone: string | null
          plan: Database["public"]["Enums"]["plan_id"]
          plan_changed_at: string | null
          plan_changed_by: string | null
          plan_requested: Database["public"]["Enums"]["plan_id"] | null
          plan_requested_at: string | null
          postal_code: string | null
          preference_alert_frequency: Database["public"]["Enums"]["alert_frequency"]
          province: string | null
          public_bio: string | null
          public_page_enabled: boolean
          public_slug: string | null
          search_text: string | null
          suspended_at: string | null
          suspension_reason: string | null
          updated_at: string
        }
        Insert: {
          address_line1?: string | null
          address_line2?: string | null
          avatar_url?: string | null
          city?: string | null
          country?: string | null
          created_at?: string
          email?: string | null
          first_name?: string | null
          id: string
          is_admin?: boolean
          last_name?: string | null
          mobile_phone?: string | null
          plan?: Database["public"]["Enums"]["plan_id"]
          plan_changed_at?: string | null
          plan_changed_by?: string | null
          plan_requested?: Database["public"]["Enums"]["plan_id"] | null
          plan_requested_at?: string | null
          postal_code?: string | null
          preference_alert_frequency?: Database["public"]["Enums"]["alert_frequency"]
          province?: string | null
          public_bio?: string | null
          public_page_enabled?: boolean
          public_slug?: string | null
          search_text?: string | null
          suspended_at?: string | null
          suspension_reason?: string | null
          updated_at?: string
        }
        Update: {
          address_line1?: string | null
          address_line2?: string | null
          avatar_url?: string | null
          city?: string | null
          country?: string | null
          created_at?: string
          email?: string | null
          first_name?: string | null
          id?: string
          is_admin?: boolean
          last_name?: string | null
          mobile_phone?: string | null
          plan?: Database["public"]["Enums"]["plan_id"]
          plan_changed_at?: string | null
          plan_changed_by?: string | null
          plan_requested?: Database["public"]["Enums"]["plan_id"] | null
          plan_requested_at?: string | null
          postal_code?: string | null
          preference_alert_frequency?: Database["public"]["Enums"]["alert_frequency"]
          province?: string | null
          public_bio?: string | null
          public_page_enabled?: boolean
          public_slug?: string | null
          search_text?: string | null
          suspended_at?: string | null
          suspension_reason?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "profiles_plan_changed_by_fkey"
            columns: ["plan_changed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      provinces: {
        Row: {
          code: string
          id: number
          name_en: string
          name_fr: string
          slug: string
        }
        Insert: {
          code: string
          id: number
          name_en: string
          name_fr: string
          slug: string
        }
        Update: {
          code?: string
          id?: number
          name_en?: string
          name_fr?: string
          slug?: string
        }
        Relationships: []
      }
      rate_limits: {
        Row: {
          bucket: string
          hits: number
          key_hash: string
          window_start: string
        }
        Insert: {
          bucket: string
          hits?: number
          key_hash: string
          window_start: string
        }
        Update: {
          bucket?: string
          hits?: number
          key_hash?: string
          window_start?: string
        }
        Relationships: []
      }
      regions: {
        Row: {
          code: string
          id: number
          name_en: string
          name_fr: string
          province_id: number
          slug: string
        }
        Insert: {
          code: string
          id: number
          name_en: string
          name_fr: string
          province_id: number
          slug: string
        }
        Update: {
          code?: string
          id?: number
          name_en?: string
          name_fr?: string
          province_id?: number
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "regions_province_id_fkey"
            columns: ["province_id"]
            isOneToOne: false
            referencedRelation: "provinces"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_searches: {
        Row: {
          created_at: string
          filters: Json
          frequency: Database["public"]["Enums"]["alert_frequency"]
          id: number
          language: string
          name: string
          owner_id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          filters?: Json
          frequency?: Database["public"]["Enums"]["alert_frequency"]
          id?: never
          language?: string
          name: string
          owner_id?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          filters?: Json
          frequency?: Database["public"]["Enums"]["alert_frequency"]
          id?: never
          language?: string
          name?: string
          owner_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_searches_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      search_filter_days: {
        Row: {
          day: string
          filter: string
          locale: string
          searches: number
          value: string
        }
        Insert: {
          day: string
          filter: string
          locale: string
          searches?: number
          value: string
        }
        Update: {
          day?: string
          filter?: string
          locale?: string
          searches?: number
          value?: string
        }
        Relationships: []
      }
      search_queries: {
        Row: {
          created_at: string
          filters: Json
          id: number
          locale: string
          query: string | null
          result_count: number
        }
        Insert: {
          created_at?: string
          filters?: Json
          id?: never
          locale: string
          query?: string | null
          result_count: number
        }
        Update: {
          created_at?: string
          filters?: Json
          id?: never
          locale?: string
          query?: string | null
          result_count?: number
        }
        Relationships: []
      }
      search_query_days: {
        Row: {
          day: string
          filters: Json
          locale: string
          query: string | null
          search_key: string
          searches: number
          zero_results: number
        }
        Insert: {
          day: string
          filters?: Json
          locale: string
          query?: string | null
          search_key: string
          searches?: number
          zero_results?: number
        }
        Update: {
          day?: string
          filters?: Json
          locale?: string
          query?: string | null
          search_key?: string
          searches?: number
          zero_results?: number
        }
        Relationships: []
      }
      status_transitions: {
        Row: {
          actor: string
          from_status: string
          to_status: string
        }
        Insert: {
          actor: string
          from_status: string
          to_status: string
        }
        Update: {
          actor?: string
          from_status?: string
          to_status?: string
        }
        Relationships: []
      }
      user_industry_preferences: {
        Row: {
          industry_id: number
          user_id: string
        }
        Insert: {
          industry_id: number
          user_id: string
        }
        Update: {
          industry_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_industry_preferences_industry_id_fkey"
            columns: ["industry_id"]
            isOneToOne: false
            referencedRelation: "entreprise_industries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_industry_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      valuation_category_multiples: {
        Row: {
          category_id: number
          multiple_id: number
        }
        Insert: {
          category_id: number
          multiple_id: number
        }
        Update: {
          category_id?: number
          multiple_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "valuation_category_multiples_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: true
            referencedRelation: "entreprise_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "valuation_category_multiples_multiple_id_fkey"
            columns: ["multiple_id"]
            isOneToOne: false
            referencedRelation: "valuation_multiples"
            referencedColumns: ["id"]
          },
        ]
      }
      valuation_multiples: {
        Row: {
          ebitda_high: number | null
          ebitda_low: number | null
          id: number
          industry_id: number | null
          name_en: string | null
          name_fr: string | null
          sde_high: number
          sde_low: number
          sde_probable: number
          source: string
          source_date: string
          source_en: string | null
          source_url: string | null
          updated_at: string
        }
        Insert: {
          ebitda_high?: number | null
          ebitda_low?: number | null
          id?: never
          industry_id?: number | null
          name_en?: string | null
          name_fr?: string | null
          sde_high: number
          sde_low: number
          sde_probable: number
          source: string
          source_date: string
          source_en?: string | null
          source_url?: string | null
          updated_at?: string
        }
        Update: {
          ebitda_high?: number | null
          ebitda_low?: number | null
          id?: never
          industry_id?: number | null
          name_en?: string | null
          name_fr?: string | null
          sde_high?: number
          sde_low?: number
          sde_probable?: number
          source?: string
          source_date?: string
          source_en?: string | null
          source_url?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "valuation_multiples_industry_id_fkey"
            columns: ["industry_id"]
            isOneToOne: true
            referencedRelation: "entreprise_industries"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      entreprises_export: {
        Row: {
          asking_price: number | null
          cash_flow: number | null
          category_en: string | null
          category_fr: string | null
          city: string | null
          created_at: string | null
          employees: number | null
          gross_revenue: number | null
          id: number | null
          owner_email: string | null
          owner_name: string | null
          published_at: string | null
          region_en: string | null
          region_fr: string | null
          slug: string | null
          status: Database["public"]["Enums"]["listing_status"] | null
          title_en: string | null
          title_fr: string | null
          view_count: number | null
          year_established: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      add_offer_version: {
        Args: { p_offer_id: number; p_terms: Json }
        Returns: number
      }
      admin_activity: {
        Args: { p_days?: number }
        Returns: {
          day: string
          inquiries: number
          listings: number
          page_views: number
          searches: number
          signups: number
        }[]
      }
      admin_list_users: {
        Args: {
          p_admin?: boolean
          p_blocked?: boolean
          p_dir?: string
          p_from?: string
          p_has_listings?: boolean
          p_limit?: number
          p_offset?: number
          p_search?: string
          p_sort?: string
          p_to?: string
        }
        Returns: {
          created_at: string
          email: string
          first_name: string
          id: string
          inquiry_count: number
          is_admin: boolean
          last_name: string
          listing_count: number
          suspended_at: string
          total_count: number
        }[]
      }
      admin_overview: {
        Args: { p_days?: number; p_events?: number }
        Returns: Json
      }
      admin_user_page: {
        Args: { p_audit?: number; p_plan_changes?: number; p_user: string }
        Returns: Json
      }
      admin_work_counts: {
        Args: never
        Returns: {
          new_financing_requests: number
          pending_revisions: number
          unhandled_messages: number
        }[]
      }
      alert_matches: {
        Args: { p_filters: Json; p_max?: number; p_since: string }
        Returns: Json[]
      }
      alerts_due: {
        Args: {
          p_frequency: Database["public"]["Enums"]["alert_frequency"]
          p_user?: string
        }
        Returns: {
          email: string
          filters: Json
          first_name: string
          language: string
          name: string
          saved_search_id: number
          since: string
          user_id: string
        }[]
      }
      apply_listing_revision: {
        Args: { p_id: number; p_kind: string }
        Returns: boolean
      }
      article_is_public: {
        Args: {
          p_published_at: string
          p_status: Database["public"]["Enums"]["article_status"]
        }
        Returns: boolean
      }
      buyer_prequalifications: {
        Args: { p_buyers: string[] }
        Returns: {
          amount: number
          buyer_id: string
          expert_id: number
          expires_at: string
          expires_on: string
          id: number
          lender_company: string
          lender_name: string
          qualified_on: string
        }[]
      }
      caller_is_active: { Args: never; Returns: boolean }
      canadian_postal_code: { Args: { p_code: string }; Returns: string }
      catalogue_fold: { Args: { p_text: string }; Returns: string }
      catalogue_tsquery: { Args: { p_query: string }; Returns: unknown }
      completeness_length: { Args: { p_text: string }; Returns: number }
      completeness_score: { Args: { p_checks: boolean[] }; Returns: number }
      confirm_listing_freshness: {
        Args: { p_id: number; p_kind: string }
        Returns: {
          last_confirmed_at: string
          outcome: string
          slug: string
          status: string
          title_en: string
          title_fr: string
        }[]
      }
      dealroom_active_rooms: { Args: never; Returns: number[] }
      dealroom_agreement: {
        Args: { p_dealroom_id: number; p_locale: string }
        Returns: {
          body: string
          sha256: string
          version: number
        }[]
      }
      dealroom_listing_status: {
        Args: { p_dealroom_id: number }
        Returns: Database["public"]["Enums"]["listing_status"]
      }
      dealroom_object_room: { Args: { p_name: string }; Returns: number }
      dealroom_objects_removed: { Args: { p_paths: string[] }; Returns: number }
      dealroom_objects_to_remove: {
        Args: { p_limit: number }
        Returns: string[]
      }
      dealroom_owned_rooms: { Args: never; Returns: number[] }
      dealroom_owner_id: { Args: { p_dealroom_id: number }; Returns: string }
      dealroom_sign_request: {
        Args: {
          p_buyer_id: string
          p_dealroom_id: number
          p_ip_hash: string
          p_locale: string
          p_sha256: string
          p_signed_name: string
        }
        Returns: number
      }
      directory_lenders: {
        Args: { p_ids?: number[] }
        Returns: {
          city: string
          company: string
          id: number
          name: string
        }[]
      }
      ensure_dealroom: {
        Args: { p_entreprise_id: number; p_immobilier_id: number }
        Returns: number
      }
      entreprise_counts_by_region: {
        Args: never
        Returns: {
          listing_count: number
          region_id: number
        }[]
      }
      evaluation_inputs_valid: { Args: { inputs: Json }; Returns: boolean }
      expert_profession_names: {
        Args: { p_profession: Database["public"]["Enums"]["expert_profession"] }
        Returns: string
      }
      expire_invitations: { Args: never; Returns: number }
      expire_listings: {
        Args: never
        Returns: {
          entreprises: number
          immobilier: number
        }[]
      }
      get_dealroom_identity: {
        Args: { p_dealroom_id: number }
        Returns: {
          business_name: string
          city: string
          contact_name: string
          postal_code: string
          street_address: string
          website: string
        }[]
      }
      get_entreprise_private: {
        Args: { p_id: number }
        Returns: {
          business_name: string
          city: string
          owner_id: string
          postal_code: string
          street_address: string
        }[]
      }
      get_public_profile: {
        Args: { p_slug: string }
        Returns: {
          avatar_url: string
          first_name: string
          id: string
          last_name: string
          public_bio: string
          public_slug: string
        }[]
      }
      get_seller_cards: {
        Args: { p_ids: string[] }
        Returns: {
          avatar_url: string
          first_name: string
          id: string
          last_name: string
          public_slug: string
        }[]
      }
      hit_rate_limit: {
        Args: {
          p_bucket: string
          p_key_hash: string
          p_limit: number
          p_window_seconds: number
        }
        Returns: boolean
      }
      immobilier_comparable_price: {
        Args: {
          p_area_sqft: number
          p_lease_rate: number
          p_price: number
          p_transaction: Database["public"]["Enums"]["property_transaction"]
          p_unit: Database["public"]["Enums"]["lease_rate_unit"]
        }
        Returns: number
      }
      immobilier_monthly_rent: {
        Args: {
          p_area_sqft: number
          p_lease_rate: number
          p_unit: Database["public"]["Enums"]["lease_rate_unit"]
        }
        Returns: number
      }
      import_existing_entreprises: {
        Args: { p_refs: string[] }
        Returns: Json[]
      }
      import_existing_immobilier: {
        Args: { p_keys: string[] }
        Returns: Json[]
      }
      import_plan_room: {
        Args: { p_owners: string[] }
        Returns: {
          active: number
          active_listings: number
          email: string
          owner_id: string
          plan: Database["public"]["Enums"]["plan_id"]
        }[]
      }
      inbox_listing_counts: {
        Args: never
        Returns: {
          archived: number
          kind: string
          last_at: string
          listing_id: number
          slug: string
          title_en: string
          title_fr: string
          total: number
          unread: number
        }[]
      }
      industry_follower_counts: {
        Args: never
        Returns: {
          followers: number
          industry_id: number
          name_en: string
          name_fr: string
        }[]
      }
      is_admin: { Args: never; Returns: boolean }
      is_project_storage_image_url: {
        Args: { p_url: string }
        Returns: boolean
      }
      is_storage_image_url: { Args: { p_url: string }; Returns: boolean }
      lapse_offers: {
        Args: never
        Returns: {
          offer_id: number
          outcome: string
        }[]
      }
      list_dealroom_requests: {
        Args: {
          p_dealroom_id?: number
          p_limit?: number
          p_offset?: number
          p_scope?: string
          p_search?: string
          p_status?: string
        }
        Returns: {
          agreement_locale: string
          agreement_sha256: string
          agreement_version: number
          buyer_email: string
          buyer_id: string
          capital_available: number
          dealroom_id: number
          decided_at: string
          decision_message: string
          downloads: number
          experience: string
          expires_at: string
          extended_at: string
          financing: string[]
          financing_details: string
          id: number
          kind: string
          last_opened_at: string
          listing_id: number
          listing_slug: string
          listing_status: Database["public"]["Enums"]["listing_status"]
          listing_title_en: string
          listing_title_fr: string
          revoke_reason: string
          revoked_at: string
          signed_at: string
          signed_name: string
          status: Database["public"]["Enums"]["dealroom_request_status"]
          timeline: Database["public"]["Enums"]["dealroom_buy_timeline"]
          total_count: number
        }[]
      }
      list_dealrooms: {
        Args: { p_limit?: number; p_offset?: number; p_search?: string }
        Returns: {
          active: number
          document_count: number
          id: number
          kind: string
          last_event_at: string
          listing_id: number
          listing_slug: string
          listing_status: Database["public"]["Enums"]["listing_status"]
          listing_title_en: string
          listing_title_fr: string
          pending: number
          requests: number
          total_count: number
          updated_at: string
        }[]
      }
      list_inbox_inquiries: {
        Args: {
          p_archived?: boolean
          p_kind?: string
          p_limit?: number
          p_listing_id?: number
          p_offset?: number
        }
        Returns: {
          archived_at: string
          created_at: string
          email: string
          id: number
          kind: string
          listing_id: number
          listing_slug: string
          listing_status: Database["public"]["Enums"]["listing_status"]
          listing_title_en: string
          listing_title_fr: string
          locale: string
          message: string
          name: string
          phone: string
          read_at: string
          total_count: number
        }[]
      }
      list_industry_followers: {
        Args: {
          p_dir?: string
          p_industry_id?: number
          p_limit?: number
          p_offset?: number
          p_search?: string
          p_sort?: string
        }
        Returns: {
          created_at: string
          email: string
          first_name: string
          industry_ids: number[]
          last_name: string
          total_count: number
          user_id: string
        }[]
      }
      list_workspace_entreprises: {
        Args: {
          p_category_id?: number
          p_dir?: string
          p_from?: string
          p_limit?: number
          p_offset?: number
          p_owner_email?: string
          p_region_id?: number
          p_scope?: string
          p_search?: string
          p_sort?: string
          p_status?: string
          p_to?: string
        }
        Returns: {
          asking_price: number
          category_id: number
          created_at: string
          featured: boolean
          highlighted: boolean
          id: number
          images: Json
          inquiries_total: number
          inquiries_unread: number
          last_confirmed_at: string
          owner_email: string
          owner_id: string
          price_on_request: boolean
          published_at: string
          region_id: number
          rejection_reason: string
          slug: string
          status: Database["public"]["Enums"]["listing_status"]
          submitted_at: string
          title_en: string
          title_fr: string
          total_count: number
          updated_at: string
          views_30: number
          views_7: number
        }[]
      }
      list_workspace_experts: {
        Args: {
          p_dir?: string
          p_from?: string
          p_limit?: number
          p_offset?: number
          p_owner_email?: string
          p_profession?: string
          p_region_id?: number
          p_scope?: string
          p_search?: string
          p_sort?: string
          p_status?: string
          p_to?: string
        }
        Returns: {
          city: string
          company: string
          created_at: string
          featured: boolean
          id: number
          name: string
          owner_email: string
          owner_id: string
          photo_url: string
          profession: Database["public"]["Enums"]["expert_profession"]
          professions: Database["public"]["Enums"]["expert_profession"][]
          published_at: string
          region_ids: number[]
          rejection_reason: string
          slug: string
          status: Database["public"]["Enums"]["publication_status"]
          submitted_at: string
          total_count: number
          updated_at: string
        }[]
      }
      list_workspace_franchises: {
        Args: {
          p_category_id?: number
          p_dir?: string
          p_from?: string
          p_limit?: number
          p_offset?: number
          p_owner_email?: string
          p_scope?: string
          p_search?: string
          p_sort?: string
          p_status?: string
          p_to?: string
        }
        Returns: {
          category_id: number
          created_at: string
          featured: boolean
          id: number
          investment_min: number
          logo_url: string
          name: string
          owner_email: string
          owner_id: string
          published_at: string
          rejection_reason: string
          slug: string
          status: Database["public"]["Enums"]["publication_status"]
          submitted_at: string
          total_count: number
          updated_at: string
        }[]
      }
      list_workspace_immobilier: {
        Args: {
          p_dir?: string
          p_from?: string
          p_limit?: number
          p_offset?: number
          p_owner_email?: string
          p_property_type?: string
          p_region_id?: number
          p_scope?: string
          p_search?: string
          p_sort?: string
          p_status?: string
          p_to?: string
        }
        Returns: {
          created_at: string
          featured: boolean
          highlighted: boolean
          id: number
          images: Json
          inquiries_total: number
          inquiries_unread: number
          last_confirmed_at: string
          lease_rate: number
          lease_rate_unit: Database["public"]["Enums"]["lease_rate_unit"]
          owner_email: string
          owner_id: string
          price: number
          price_on_request: boolean
          property_type: Database["public"]["Enums"]["property_type"]
          published_at: string
          region_id: number
          rejection_reason: string
          slug: string
          stale_since: string
          status: Database["public"]["Enums"]["listing_status"]
          submitted_at: string
          title_en: string
          title_fr: string
          total_count: number
          transaction_type: Database["public"]["Enums"]["property_transaction"]
          updated_at: string
          views_30: number
          views_7: number
        }[]
      }
      listing_alert_match_counts: {
        Args: { p_owner: string }
        Returns: {
          buyers: number
          entreprise_id: number
        }[]
      }
      listing_freshness_reminders_due: {
        Args: { p_first?: number; p_second?: number; p_stale?: number }
        Returns: {
          days: number
          email: string
          first_name: string
          id: number
          kind: string
          last_confirmed_at: string
          locale: string
          owner_id: string
          slug: string
          threshold: number
          title_en: string
          title_fr: string
        }[]
      }
      listing_images_valid: {
        Args: { images: Json; owner: string }
        Returns: boolean
      }
      listing_inquiry_owner: {
        Args: { p_entreprise_id: number; p_immobilier_id: number }
        Returns: string
      }
      listing_inquiry_recipient: {
        Args: { p_entreprise_id: number; p_immobilier_id: number }
        Returns: {
          email: string
          first_name: string
          locale: string
        }[]
      }
      listing_revision_deciding: { Args: never; Returns: boolean }
      listing_revision_excluded_keys: { Args: never; Returns: string[] }
      log_data_export: {
        Args: { p_dataset: string; p_filters: Json; p_row_count: number }
        Returns: number
      }
      make_offer: {
        Args: { p_dealroom_id: number; p_terms: Json }
        Returns: number
      }
      mark_stale_listings: {
        Args: { p_days?: number }
        Returns: {
          entreprises: number
          immobilier: number
        }[]
      }
      moderation_history: {
        Args: {
          p_admin_only?: boolean
          p_item_ids?: number[]
          p_kind?: string
          p_limit?: number
        }
        Returns: {
          action: string
          actor_email: string
          actor_id: string
          actor_is_admin: boolean
          created_at: string
          from_status: string
          id: number
          item_id: number
          item_kind: string
          item_slug: string
          item_title: string
          reason: string
          to_status: string
        }[]
      }
      moderation_item_kind: { Args: { p_table: string }; Returns: string }
      moderation_queue_counts: {
        Args: never
        Returns: {
          items: number
          kind: string
          status: string
        }[]
      }
      moderation_recipient: {
        Args: { p_user_id: string }
        Returns: {
          email: string
          first_name: string
          locale: string
        }[]
      }
      my_financing_requests: {
        Args: never
        Returns: {
          amount_requested: number
          created_at: string
          deal_description: string
          entreprise_id: number
          id: string
          lenders: Json
          price: number
          purpose: string
          status: Database["public"]["Enums"]["financing_request_status"]
          updated_at: string
        }[]
      }
      new_share_token: { Args: never; Returns: string }
      offer_access_open: { Args: { p_request_id: number }; Returns: boolean }
      offer_party_of: {
        Args: { p_buyer_id: string; p_dealroom_id: number }
        Returns: Database["public"]["Enums"]["offer_party"]
      }
      record_listing_view: {
        Args: { p_kind: string; p_slug: string; p_visitor: string }
        Returns: boolean
      }
      refund_rate_limit: {
        Args: { p_bucket: string; p_key_hash: string }
        Returns: undefined
      }
      reject_listing_revision: {
        Args: { p_id: number; p_kind: string; p_reason: string }
        Returns: boolean
      }
      reorder_dealroom_documents: {
        Args: { p_dealroom_id: number; p_ids: number[] }
        Returns: undefined
      }
      rotate_evaluation_token: { Args: { p_id: string }; Returns: string }
      save_blog_article: {
        Args: {
          p_article: Json
          p_category_ids: number[]
          p_id: number
          p_industry_ids: number[]
        }
        Returns: number
      }
      save_dealroom_settings: {
        Args: {
          p_clauses_en: string
          p_clauses_fr: string
          p_contact_name: string
          p_dealroom_id: number
          p_website: string
        }
        Returns: undefined
      }
      save_industry_preferences: {
        Args: { p_industry_ids: number[]; p_user_id: string }
        Returns: undefined
      }
      search_entreprises: {
        Args: {
          p_category_ids?: number[]
          p_include_sold?: boolean
          p_industry_ids?: number[]
          p_page?: number
          p_page_size?: number
          p_price_max?: number
          p_price_min?: number
          p_province_id?: number
          p_query?: string
          p_real_estate?: Database["public"]["Enums"]["real_estate_option"][]
          p_region_ids?: number[]
          p_revenue_max?: number
          p_revenue_min?: number
          p_seller_financing?: boolean
          p_sort?: string
        }
        Returns: Json
      }
      search_franchises: {
        Args: {
          p_category_id?: number
          p_investment_max?: number
          p_investment_min?: number
          p_page?: number
          p_page_size?: number
          p_query?: string
          p_sort?: string
        }
        Returns: Json
      }
      search_immobilier: {
        Args: {
          p_area_max?: number
          p_area_min?: number
          p_page?: number
          p_page_size?: number
          p_price_max?: number
          p_price_min?: number
          p_property_type?: Database["public"]["Enums"]["property_type"]
          p_province_id?: number
          p_query?: string
          p_region_id?: number
          p_sort?: string
          p_transaction_type?: Database["public"]["Enums"]["property_transaction"]
        }
        Returns: Json
      }
      search_log_day: { Args: { p_at: string }; Returns: string }
      search_log_filters: { Args: { p_filters: Json }; Returns: Json }
      search_report: {
        Args: {
          p_dir?: string
          p_filters?: number
          p_from: string
          p_limit?: number
          p_locale?: string
          p_offset?: number
          p_search?: string
          p_sort?: string
          p_to: string
          p_zero_only?: boolean
        }
        Returns: Json
      }
      search_report_days: {
        Args: { p_from: string; p_to: string }
        Returns: {
          day: string
          locale: string
          searches: number
          zero_results: number
        }[]
      }
      search_report_filters: {
        Args: {
          p_from: string
          p_limit?: number
          p_locale?: string
          p_to: string
        }
        Returns: {
          filter: string
          searches: number
          value: string
        }[]
      }
      search_report_queries: {
        Args: {
          p_dir?: string
          p_from: string
          p_limit?: number
          p_locale?: string
          p_offset?: number
          p_search?: string
          p_sort?: string
          p_to: string
          p_zero_only?: boolean
        }
        Returns: {
          filters: Json
          last_day: string
          query: string
          search_key: string
          searches: number
          total_count: number
          zero_results: number
        }[]
      }
      shared_evaluation: {
        Args: { p_id: string; p_token: string }
        Returns: {
          category_id: number
          conclusion: number
          conclusion_high: number
          conclusion_low: number
          created_at: string
          id: string
          inputs: Json
          methods: Json
          notes: string
          region_id: number
          title: string
          updated_at: string
          years: Json
        }[]
      }
      slugify: { Args: { p_text: string }; Returns: string }
      status_transition_allowed: {
        Args: { p_admin: boolean; p_from: string; p_to: string }
        Returns: boolean
      }
      subscribe_newsletter: {
        Args: {
          p_consent_text: string
          p_email: string
          p_locale: string
          p_source: string
        }
        Returns: string
      }
      take_rate_limit: {
        Args: {
          p_bucket: string
          p_key_hash: string
          p_limit: number
          p_window_seconds: number
        }
        Returns: number
      }
      taxonomy_usage: {
        Args: { p_kind: string }
        Returns: {
          id: number
          listing_count: number
        }[]
      }
      valuation_closed_deals: {
        Args: { p_category_id: number; p_region_id?: number }
        Returns: {
          deal_count: number
          median_multiple: number
          median_price: number
          scope: string
        }[]
      }
      valuation_comparables: {
        Args: { p_category_id: number; p_region_id?: number }
        Returns: {
          listing_count: number
          median_multiple: number
          scope: string
        }[]
      }
      valuation_multiple_for_category: {
        Args: { p_category_id: number }
        Returns: {
          ebitda_high: number | null
          ebitda_low: number | null
          id: number
          industry_id: number | null
          name_en: string | null
          name_fr: string | null
          sde_high: number
          sde_low: number
          sde_probable: number
          source: string
          source_date: string
          source_en: string | null
          source_url: string | null
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "valuation_multiples"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      workspace_summary: {
        Args: never
        Returns: {
          items: number
          kind: string
          status: string
        }[]
      }
    }
    Enums: {
      alert_frequency: "immediately" | "daily" | "weekly" | "never"
      article_status: "draft" | "scheduled" | "published" | "archived"
      dealroom_buy_timeline:
        | "within_3_months"
        | "within_6_months"
        | "within_12_months"
        | "over_12_months"
      dealroom_document_category:
        | "financial_statements"
        | "lease"
        | "equipment_inventory"
        | "information_memorandum"
        | "other"
      dealroom_request_status: "pending" | "approved" | "declined" | "revoked"
      expert_profession:
        | "business_broker"
        | "accountant"
        | "lawyer"
        | "notary"
        | "valuator"
        | "financing_advisor"
        | "consultant"
        | "insurance_broker"
      financing_partner_kind:
        | "bank"
        | "public_lender"
        | "government_program"
        | "regional_fund"
        | "private_lender"
      financing_request_status:
        | "new"
        | "contacted"
        | "sent_to_lenders"
        | "approved"
        | "declined"
        | "withdrawn"
      lease_rate_unit: "per_month" | "per_sqft_year"
      licence_body:
        | "oaciq"
        | "cpa"
        | "barreau"
        | "chambre_notaires"
        | "amf"
        | "other"
      listing_lister: "owner" | "broker"
      listing_status:
        | "draft"
        | "submitted"
        | "rejected"
        | "published"
        | "under_offer"
        | "sold"
        | "archived"
      offer_inventory: "included" | "at_cost"
      offer_party: "buyer" | "seller"
      offer_purchase: "assets" | "shares"
      offer_status:
        | "sent"
        | "countered"
        | "accepted"
        | "declined"
        | "withdrawn"
        | "lapsed"
        | "closed"
      plan_id: "decouverte" | "professionnel" | "premium"
      property_transaction: "sale" | "lease"
      property_type:
        | "retail"
        | "office"
        | "industrial"
        | "multi_residential"
        | "land"
        | "mixed_use"
        | "hospitality"
      publication_status:
        | "draft"
        | "submitted"
        | "rejected"
        | "published"
        | "archived"
      real_estate_option:
        | "owned_included"
        | "owned_optional"
        | "leased"
        | "none"
      sale_structure: "asset" | "share" | "asset_or_share"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      alert_frequency: ["immediately", "daily", "weekly", "never"],
      article_status: ["draft", "scheduled", "published", "archived"],
      dealroom_buy_timeline: [
        "within_3_months",
        "within_6_months",
        "within_12_months",
        "over_12_months",
      ],
      dealroom_document_category: [
        "financial_statements",
        "lease",
        "equipment_inventory",
        "information_memorandum",
        "other",
      ],
      dealroom_request_status: ["pending", "approved", "declined", "revoked"],
      expert_profession: [
        "business_broker",
        "accountant",
        "lawyer",
        "notary",
        "valuator",
        "financing_advisor",
        "consultant",
        "insurance_broker",
      ],
      financing_partner_kind: [
        "bank",
        "public_lender",
        "government_program",
        "regional_fund",
        "private_lender",
      ],
      financing_request_status: [
        "new",
        "contacted",
        "sent_to_lenders",
        "approved",
        "declined",
        "withdrawn",
      ],
      lease_rate_unit: ["per_month", "per_sqft_year"],
      licence_body: [
        "oaciq",
        "cpa",
        "barreau",
        "chambre_notaires",
        "amf",
        "other",
      ],
      listing_lister: ["owner", "broker"],
      listing_status: [
        "draft",
        "submitted",
        "rejected",
        "published",
        "under_offer",
        "sold",
        "archived",
      ],
      offer_inventory: ["included", "at_cost"],
      offer_party: ["buyer", "seller"],
      offer_purchase: ["assets", "shares"],
      offer_status: [
        "sent",
        "countered",
        "accepted",
        "declined",
        "withdrawn",
        "lapsed",
        "closed",
      ],
      plan_id: ["decouverte", "professionnel", "premium"],
      property_transaction: ["sale", "lease"],
      property_type: [
        "retail",
        "office",
        "industrial",
        "multi_residential",
        "land",
        "mixed_use",
        "hospitality",
      ],
      publication_status: [
        "draft",
        "submitted",
        "rejected",
        "published",
        "archived",
      ],
      real_estate_option: [
        "owned_included",
        "owned_optional",
        "leased",
        "none",
      ],
      sale_structure: ["asset", "share", "asset_or_share"],
    },
  },
} as const
